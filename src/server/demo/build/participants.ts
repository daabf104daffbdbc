/** The eight participants of a completed study: segment, persona, name, age, home town. */
import { firstNames, namePools } from "../content/names";
import type { CountryCode, Gender, LanguageCode, SegmentContent, StudyContent } from "../content/types";
import { between, pick, type Random, shuffled } from "./prng";
import type { BuiltParticipant } from "./types";

export interface Casting {
  index: number;
  segment?: SegmentContent;
  persona: number;
  participant: BuiltParticipant;
}

/**
 * Casts `count` participants: segments take turns (so each gets an equal share), personas are
 * shuffled onto them, and names are unique within the study.
 */
export function castParticipants(study: StudyContent, count: number, random: Random): Casting[] {
  const segments = study.segmentGroup?.segments ?? [];
  const personas = shuffled(
    random,
    Array.from({ length: count }, (_, i) => i),
  );
  // Balanced genders, and now and then a participant who identifies as neither.
  const genders: Gender[] = shuffled(
    random,
    Array.from({ length: count }, (_, i): Gender => (i % 2 ? "MALE" : "FEMALE")),
  );
  if (random() < 0.4) genders[between(random, 0, count - 1)] = "OTHER";
  const used = new Set<string>();
  return personas.map((persona, index) => {
    const segment = segments.length ? segments[index % segments.length] : undefined;
    const country: CountryCode = segment?.market ?? pick(random, study.recruitment.countries);
    const language: LanguageCode = segment?.language ?? "en";
    const gender: Gender = segment?.gender ?? genders[index] ?? "FEMALE";
    const pool = namePools[country];
    let firstName = pick(random, firstNames(country, gender));
    for (let tries = 0; used.has(firstName) && tries < 20; tries++)
      firstName = pick(random, firstNames(country, gender));
    used.add(firstName);
    const surname = pick(random, pool.surnames);
    const age = between(
      random,
      segment?.ageMin ?? study.recruitment.ageMin,
      segment?.ageMax ?? study.recruitment.ageMax,
    );
    const device = study.device === "BOTH" ? (random() < 0.6 ? "MOBILE" : "DESKTOP") : study.device;
    return {
      index,
      segment,
      persona,
      participant: {
        name: `${firstName} ${surname.charAt(0)}.`,
        firstName,
        age,
        country,
        city: pick(random, pool.cities),
        gender,
        language,
        device,
      },
    };
  });
}

import { AGE_LIMITS, type LANGUAGES, REQUIRED_INTERVIEW_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { AudienceInput, AudienceSettingsUpdate, StudyDraft } from "@/lib/schemas/study-draft";

/** One audience of the form: the study's, or a segment's (with a key React can follow). */
export type AudienceForm = Omit<AudienceInput, "custom_criteria"> & { key: string; custom_criteria: string };

export interface RecruitForm {
  method: AudienceSettingsUpdate["method"] | null;
  recording_devices: NonNullable<AudienceSettingsUpdate["recording_devices"]>;
  quality_assurance: boolean;
  perSegment: boolean;
  audiences: AudienceForm[];
}

let keys = 0;
const nextKey = () => `a${++keys}`;

/** A fresh audience in the study's market and language: 18–65, every gender, both devices, 8 interviews. */
export function newAudience(draft: Pick<StudyDraft, "market" | "language">, title: string | null): AudienceForm {
  return {
    key: nextKey(),
    segment: title === null ? null : { title },
    age_range: { min: 18, max: 65 },
    countries: draft.market ? [draft.market as AudienceInput["countries"][number]] : [],
    custom_criteria: "",
    devices: ["DESKTOP", "MOBILE"],
    gender: "ANY",
    language: (draft.language || "en") as (typeof LANGUAGES)[number],
    required_interviews: 8,
  };
}

/** The form of a draft's saved recruitment; a draft with none starts with no method chosen. */
export function recruitFormOf(
  draft: Pick<StudyDraft, "audience" | "recording_devices" | "quality_assurance" | "market" | "language">,
): RecruitForm {
  const saved = draft.audience;
  const perSegment = saved.some((a) => a.segment_id !== null);
  return {
    method: saved[0]?.method ?? null,
    recording_devices: draft.recording_devices.length ? draft.recording_devices : ["MICROPHONE", "CAMERA"],
    quality_assurance: draft.quality_assurance,
    perSegment,
    audiences: saved.length
      ? saved.map((a) => ({
          key: nextKey(),
          segment: a.segment_id === null ? null : { id: a.segment_id, title: a.segment_title ?? "" },
          age_range: a.age_range,
          countries: a.countries as AudienceInput["countries"],
          custom_criteria: a.custom_criteria ?? "",
          devices: a.devices.filter((d): d is "DESKTOP" | "MOBILE" => d === "DESKTOP" || d === "MOBILE"),
          gender: a.gender,
          language: a.language as AudienceInput["language"],
          required_interviews: a.required_interviews,
        }))
      : [newAudience(draft, null)],
  };
}

/** The request body of PUT /audience_settings. */
export function toAudienceUpdate(form: RecruitForm): AudienceSettingsUpdate {
  return {
    method: form.method!,
    recording_devices: form.recording_devices,
    quality_assurance: form.quality_assurance,
    audiences: form.audiences.map(({ key: _key, custom_criteria, ...rest }) => ({
      ...rest,
      custom_criteria: custom_criteria.trim() || null,
    })),
  };
}

/** The form's own check, in the server's field paths and words. */
export function validateRecruit(form: RecruitForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!form.method) errors.method = [messages.recruitmentRequired];
  if (!form.recording_devices.length) errors.recording_devices = [messages.required];
  form.audiences.forEach((a, i) => {
    const at = `audiences.${i}`;
    if (a.segment && !a.segment.title.trim()) errors[`${at}.segment.title`] = [messages.required];
    if (!a.countries.length) errors[`${at}.countries`] = [messages.required];
    if (!a.devices.length) errors[`${at}.devices`] = [messages.required];
    const { min, max } = a.age_range;
    if (!inRange(min, AGE_LIMITS) || !inRange(max, AGE_LIMITS))
      errors[`${at}.age_range.min`] = [`Ages from ${AGE_LIMITS.min} to ${AGE_LIMITS.max}.`];
    else if (min > max) errors[`${at}.age_range.min`] = [messages.ageRangeOrder];
    if (!inRange(a.required_interviews, REQUIRED_INTERVIEW_LIMITS))
      errors[`${at}.required_interviews`] = [
        `Between ${REQUIRED_INTERVIEW_LIMITS.min} and ${REQUIRED_INTERVIEW_LIMITS.max} interviews.`,
      ];
  });
  return errors;
}

const inRange = (n: number, range: { min: number; max: number }) =>
  Number.isInteger(n) && n >= range.min && n <= range.max;

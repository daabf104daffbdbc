import { randomBytes } from "node:crypto";
import { and, eq, notExists, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { AudienceSetting } from "@/lib/schemas/study-parts";
import type { audienceSettingsUpdateSchema } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";
import { interviews, recruitmentSettings, segments, studies } from "../../db/schema";
import { ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { listAudienceSettings } from "./audience";
import { editableDraft } from "./draft-access";

type AudienceUpdate = z.infer<typeof audienceSettingsUpdateSchema>;
type Audience = AudienceUpdate["audiences"][number];

function audienceErrors(input: AudienceUpdate, segmentIds: ReadonlySet<number>): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const studyWide = input.audiences.filter((a) => a.segment === null).length;
  if (studyWide > 0 && input.audiences.length > 1) add("audiences", messages.audienceMixed);
  const seen = new Set<number>();
  input.audiences.forEach((audience, i) => {
    if (audience.age_range.min > audience.age_range.max) add(`audiences.${i}.age_range.min`, messages.ageRangeOrder);
    const id = audience.segment?.id;
    if (id !== undefined && (!segmentIds.has(id) || seen.has(id)))
      add(`audiences.${i}.segment.id`, messages.notInStudy);
    if (id !== undefined) seen.add(id);
  });
  return errors;
}

// A segment's criteria (001 §3: market, language, gender, age) from its audience.
const segmentValues = (audience: Audience, position: number) => ({
  title: audience.segment!.title,
  market: audience.countries[0]!,
  language: audience.language,
  gender: audience.gender,
  ageMin: audience.age_range.min,
  ageMax: audience.age_range.max,
  position,
});

/** Creates or updates the audiences' segments; the study's others go (a draft's segments have no interviews). */
async function writeSegments(tx: Transaction, studyId: number, audiences: Audience[]): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  for (const [position, audience] of audiences.entries()) {
    if (!audience.segment) {
      ids.push(null);
    } else if (audience.segment.id !== undefined) {
      await tx.update(segments).set(segmentValues(audience, position)).where(eq(segments.id, audience.segment.id));
      ids.push(audience.segment.id);
    } else {
      const [row] = await tx
        .insert(segments)
        .values({ studyId, ...segmentValues(audience, position) })
        .returning({ id: segments.id });
      ids.push(row!.id);
    }
  }
  const kept = ids.filter((id): id is number => id !== null);
  const interviewed = tx.select().from(interviews).where(eq(interviews.segmentId, segments.id));
  await tx
    .delete(segments)
    .where(
      and(
        eq(segments.studyId, studyId),
        kept.length ? notInArray(segments.id, kept) : sql`true`,
        notExists(interviewed),
      ),
    );
  return ids;
}

const deviceOf = (devices: string[]) =>
  devices.includes("DESKTOP") && devices.includes("MOBILE")
    ? "BOTH"
    : devices.includes("MOBILE")
      ? "MOBILE"
      : "DESKTOP";

/**
 * Saves how an editable draft recruits (PUT /api/studies/{id}/audience_settings): the method,
 * recording devices, provider review and device, and its audience: one for the whole study
 * (segment null; the study's segments go) or one per segment (segments created or updated from
 * their audience; unlisted ones go). Replaces the recruitment settings rows.
 */
export async function updateAudienceSettings(
  database: Database,
  context: AccessContext,
  id: number,
  input: AudienceUpdate,
): Promise<AudienceSetting[]> {
  return database.transaction(async (tx) => {
    const study = await editableDraft(tx, context, id, { forUpdate: true });
    const existing = await tx.select({ id: segments.id }).from(segments).where(eq(segments.studyId, id));
    const errors = audienceErrors(input, new Set(existing.map((s) => s.id)));
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const segmentIds = await writeSegments(tx, id, input.audiences);
    await tx.delete(recruitmentSettings).where(eq(recruitmentSettings.studyId, id));
    const perSegment = segmentIds.some((s) => s !== null);
    await tx.insert(recruitmentSettings).values(
      input.audiences.map((audience, i) => ({
        studyId: id,
        segmentId: segmentIds[i] ?? null,
        method: input.method,
        ageMin: audience.age_range.min,
        ageMax: audience.age_range.max,
        countries: audience.countries,
        customCriteria: audience.custom_criteria,
        devices: audience.devices,
        gender: audience.gender,
        language: audience.language,
        requiredInterviews: audience.required_interviews,
        participantsPerSegment: perSegment ? audience.required_interviews : null,
      })),
    );
    await tx
      .update(studies)
      .set({
        recruitMethod: input.method === "SHAREABLE_LINK" ? "SELF_RECRUIT" : "SPECIALIST",
        recordingDevices: input.recording_devices,
        qualityAssurance: input.quality_assurance,
        device: input.device ?? deviceOf(input.audiences.flatMap((a) => a.devices)),
        requiredInterviews: input.audiences.reduce((sum, a) => sum + a.required_interviews, 0),
        participantToken: study.participantToken ?? randomBytes(16).toString("base64url"),
        updatedAt: new Date(),
      })
      .where(eq(studies.id, id));
    return listAudienceSettings(tx, id);
  });
}

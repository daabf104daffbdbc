import { paths } from "@/lib/paths";
import { type Database, db } from "../../db/client";
import { env } from "../../env";

/** The absolute address participants open, on the portal's own host (like public showreel links). */
export const participantLink = (token: string) => `${env().publicUrl}${paths.participate(token)}`;

/** The study behind a participant link, as the landing page needs it. */
export interface ParticipantLinkStudy {
  title: string;
  introduction: string;
  language: string;
  device: "DESKTOP" | "MOBILE" | "BOTH";
  recording_devices: string[];
  /** Published and neither completed nor closed: participants may take part. */
  open: boolean;
  /** Questions a participant answers (top-level tasks, explainers apart). */
  questions: number;
}

/** Participant tokens are 22+ url-safe characters (place-order.ts); anything else names no study. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The study a participant link names, or null. One prepared query; no session is involved: the
 * unguessable token is the participant's only key.
 */
export async function studyOfParticipantLink(
  token: string,
  database: Database = db(),
): Promise<ParticipantLinkStudy | null> {
  if (!TOKEN.test(token)) return null;
  // A named statement, planned once per pooled connection: the public participant page runs it on
  // every visit.
  const { rows } = await database.$client.query<ParticipantLinkStudy>({
    name: "participant_page",
    text: `select s.title, s.introduction, s.language, s.device, s.recording_devices,
                  s.published_at is not null and s.status in ('IN_PROGRESS', 'IMPORTED') as open,
                  (select count(*)::int from tasks t
                    where t.study_id = s.id and t.parent_id is null and not t.is_explainer) as questions
             from studies s where s.participant_token = $1`,
    values: [token],
  });
  return rows[0] ?? null;
}

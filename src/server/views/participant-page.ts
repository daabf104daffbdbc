import { languageName, recordingDeviceLabels } from "@/lib/labels";
import { type Database, db } from "../db/client";

/** What the self-recruit landing page (/participate/{token}) shows a participant. */
export type ParticipantPageView =
  | {
      state: "open";
      title: string;
      /** Plain text, as the researcher wrote it (the page escapes it and keeps its line breaks). */
      introduction: string;
      /** About how long the interview takes, in minutes. */
      minutes: number;
      /** Which device to take part on, in a participant's words. */
      device: string;
      /** What the recording app records: microphone, camera, screen. */
      recorded: string[];
      language: string;
    }
  | { state: "closed" };

interface Row {
  title: string;
  introduction: string;
  language: string;
  device: "DESKTOP" | "MOBILE" | "BOTH";
  recording_devices: string[];
  open: boolean;
  questions: number;
}

/** Participant tokens are 22+ url-safe characters (orders/place-order.ts); anything else names no study. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

const devices = { DESKTOP: "a computer", MOBILE: "a phone", BOTH: "a computer or a phone" } as const;

/**
 * About five minutes to settle in and two per question, in steps of five, at least ten: what a
 * participant plans for, not a promise.
 */
export const interviewMinutes = (questions: number) => Math.max(10, Math.ceil((5 + 2 * questions) / 5) * 5);

/**
 * The landing page of a participant link, or null when the token names no study (the 404 page).
 * A study that was never published, or is completed or closed, is closed to participants. One
 * prepared query; no session is involved.
 */
export async function participantPage(token: string, database: Database = db()): Promise<ParticipantPageView | null> {
  if (!TOKEN.test(token)) return null;
  const { rows } = await database.$client.query<Row>({
    name: "participant_page",
    text: `select s.title, s.introduction, s.language, s.device, s.recording_devices,
                  s.published_at is not null and s.status in ('IN_PROGRESS', 'IMPORTED') as open,
                  (select count(*)::int from tasks t
                    where t.study_id = s.id and t.parent_id is null and not t.is_explainer) as questions
             from studies s where s.participant_token = $1`,
    values: [token],
  });
  const row = rows[0];
  if (!row) return null;
  if (!row.open) return { state: "closed" };
  // An interview always records the voice; the study may add the camera and the screen.
  const recording = row.recording_devices.length > 0 ? row.recording_devices : ["MICROPHONE"];
  return {
    state: "open",
    title: row.title,
    introduction: row.introduction.trim(),
    minutes: interviewMinutes(row.questions),
    device: devices[row.device],
    recorded: recording.map((code) => (recordingDeviceLabels[code] ?? code).toLowerCase()),
    language: languageName(row.language),
  };
}

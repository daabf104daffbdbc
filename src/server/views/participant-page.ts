import { languageName, recordingDeviceLabels } from "@/lib/labels";
import type { Database } from "../db/client";
import { studyOfParticipantLink } from "../services/orders/participant-link";

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

const devices = { DESKTOP: "a computer", MOBILE: "a phone", BOTH: "a computer or a phone" } as const;

/**
 * About five minutes to settle in and two per question, in steps of five, at least ten: what a
 * participant plans for, not a promise.
 */
export const interviewMinutes = (questions: number) => Math.max(10, Math.ceil((5 + 2 * questions) / 5) * 5);

/**
 * The landing page of a participant link, or null when the token names no study (the 404 page).
 * A study that was never published, or is completed or closed, is closed to participants.
 */
export async function participantPage(token: string, database?: Database): Promise<ParticipantPageView | null> {
  const row = await studyOfParticipantLink(token, database);
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

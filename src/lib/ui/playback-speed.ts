import { session, type KeyValueStorage } from "@/lib/api/storage";

/** The session-storage key of the playback speed (001 §4), a map of study id → speed. */
export const PLAYBACK_SPEED_KEY = "video_playback_speed";
/** The speeds the player offers. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

function speeds(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PLAYBACK_SPEED_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The speed chosen earlier in this tab for this study's videos, else 1. */
export function readPlaybackSpeed(studyId: number, storage: KeyValueStorage = session): number {
  const speed = speeds(storage)[String(studyId)];
  return PLAYBACK_SPEEDS.some((s) => s === speed) ? (speed as number) : 1;
}

/** Keeps the chosen speed for this study for the rest of the tab's session. */
export function savePlaybackSpeed(studyId: number, speed: number, storage: KeyValueStorage = session): void {
  storage.setItem(PLAYBACK_SPEED_KEY, JSON.stringify({ ...speeds(storage), [String(studyId)]: speed }));
}

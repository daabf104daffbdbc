/** Seconds as m:ss (or h:mm:ss from an hour), the way players show times. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "–";
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** "Maria Jensen, 34, Denmark" without the parts that are unknown. */
export function participantLine(participant: { name: string; age: number | null; country: string | null }): string {
  return [participant.name, participant.age, participant.country]
    .filter((part) => part !== null && part !== "")
    .join(", ");
}

/** The page address of one video, as "Copy link" copies it. */
export function videoLink(pageUrl: string, videoId: number): string {
  const url = new URL(pageUrl);
  url.search = "";
  url.searchParams.set("video", String(videoId));
  return url.toString();
}

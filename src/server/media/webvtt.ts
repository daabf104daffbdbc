export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Seconds → "HH:MM:SS.mmm", the timestamp form every WebVTT parser accepts. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is parsed as markup: escape it, and keep it to single blank-free lines. */
function cueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * A WebVTT document with one numbered cue per entry, in time order; cues with no text or no
 * length are left out because players reject or ignore them.
 */
export function toWebVtt(cues: Cue[]): string {
  const blocks = [...cues]
    .sort((a, b) => a.start - b.start)
    .map((cue) => ({ ...cue, text: cueText(cue.text) }))
    .filter((cue) => cue.text && cue.end > cue.start)
    .map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`);
  return ["WEBVTT", ...blocks].join("\n\n") + "\n";
}

import { HEIGHT, WIDTH } from "./interview-graph";
import type { Cue } from "./webvtt";

/** "H:MM:SS.cc", the time form of an ASS event. */
function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(cs / 360_000)}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}

/** Braces open override blocks and backslashes start tags in ASS: neither may come from a transcript. */
const assText = (text: string) =>
  text
    .replace(/[{}]/g, (brace) => (brace === "{" ? "(" : ")"))
    .replace(/\\/g, "/")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\\N");

/**
 * An ASS script that libass burns into the reel: white DejaVu Sans on a near-opaque black box
 * (BorderStyle 3), bottom centre. 24 px of the 360 px picture reads as about 15 CSS px in a
 * 390 px wide player, and white on the box stays above 12:1 whatever the picture behind it.
 */
export function captionScript(cues: Cue[], font = "DejaVu Sans"): string {
  const header = [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${WIDTH}`,
    `PlayResY: ${HEIGHT}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    `Style: Caption,${font},24,&H00FFFFFF,&H00FFFFFF,&H1A000000,&H1A000000,0,0,0,0,100,100,0,0,3,4,0,2,24,24,14,1`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  ];
  const events = cues
    .filter((cue) => cue.end > cue.start && assText(cue.text))
    .map((cue) => `Dialogue: 0,${assTime(cue.start)},${assTime(cue.end)},Caption,,0,0,0,,${assText(cue.text)}`);
  return [...header, ...events, ""].join("\n");
}

import { INTERVIEW_FPS, SAMPLE_RATE } from "./interview-graph";

/**
 * The H.264 settings every interview video is written with. A showreel copies whole GOPs of
 * these videos and encodes only the frames at its clip edges with the same settings, so the
 * pieces share one SPS/PPS and can be joined without decoding; change them here, for both.
 * A keyframe every second (INTERVIEW_FPS frames) bounds what a reel re-encodes to about a second
 * per clip edge, and keeps seeking quick. The price, on a 40 s demo interview: its picture's stream
 * grows from about 14 to 51 kbit/s (the file, with its 64 kbit/s sound, by about 45 %), and the
 * encoder takes roughly a tenth longer (docs/performance.md).
 */
export const INTERVIEW_VIDEO_ENCODING: readonly string[] = [
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-crf",
  "28",
  "-profile:v",
  "high",
  "-pix_fmt",
  "yuv420p",
  "-r",
  String(INTERVIEW_FPS),
  "-g",
  String(INTERVIEW_FPS),
];

/**
 * AAC mono at the interviews' rate; the fast coder saves ~0.2 CPU-s per 40 s of speech. A showreel
 * copies these packets (a source of another sound format has its sound encoded again).
 */
export const INTERVIEW_AUDIO_ENCODING: readonly string[] = [
  "-c:a",
  "aac",
  "-aac_coder",
  "fast",
  "-b:a",
  "64k",
  "-ac",
  "1",
  "-ar",
  String(SAMPLE_RATE),
];

import { INTERVIEW_FPS, SAMPLE_RATE } from "./interview-graph";

/**
 * The H.264 settings every interview video is written with. A showreel copies whole GOPs of
 * these videos and encodes only the frames at its clip edges with the same settings, so the
 * pieces share one SPS/PPS and can be joined without decoding; change them here, for both.
 * A keyframe every second bounds what a reel re-encodes to about a second per clip (the
 * demo's mostly still pictures then weigh about twice as much, some 120 kbit/s), and keeps seeking quick.
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

/** AAC mono at the interviews' rate; the fast coder saves ~0.2 CPU-s per 40 s of speech. */
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

import path from "node:path";
import { runFfmpeg } from "./ffmpeg";
import { INTERVIEW_AUDIO_ENCODING, INTERVIEW_VIDEO_ENCODING } from "./interview-encoding";
import { HEIGHT, INTERVIEW_FPS, SAMPLE_RATE, WIDTH } from "./interview-graph";
import type { SoundReference } from "./reel-sound";
import { readSourceLayout, type SourceLayout } from "./source-layout";

/** What the interview settings write: SPS/PPS, frame rate, reorder delay and the sound's format. */
export interface EncoderReference {
  headers: string;
  fps: number;
  reorderDelay: number;
  sound: SoundReference | undefined;
}

let reference: Promise<EncoderReference> | undefined;

/**
 * What the interview settings write, read once per process from a one-second encode (long enough
 * for B-frames, whose delay tells where a copied run of packets ends): a source whose headers
 * differ (written before a change of settings, or uploaded elsewhere) cannot take encoded edges
 * and is rendered the slow way, and a sound of another format is encoded rather than copied.
 */
export function encoderReference(workDir: string): Promise<EncoderReference> {
  reference ??= (async () => {
    const probe = path.join(workDir, "reference.mp4");
    const picture = `color=c=black:s=${WIDTH}x${HEIGHT}:r=${INTERVIEW_FPS}:d=1`;
    await runFfmpeg(
      ["-y", "-f", "lavfi", "-i", picture, "-f", "lavfi", "-i", `sine=r=${SAMPLE_RATE}:d=1`].concat([
        ...INTERVIEW_VIDEO_ENCODING,
        ...INTERVIEW_AUDIO_ENCODING,
        `file:${probe}`,
      ]),
    );
    const { headers, fps, reorderDelay, audio } = await readSourceLayout(probe);
    const sound = audio && { headers: audio.headers, sampleRate: audio.sampleRate, frameSamples: audio.frameSamples };
    return { headers, fps, reorderDelay, sound: sound ?? undefined };
  })().catch((error: unknown) => {
    reference = undefined;
    throw error;
  });
  return reference;
}

/**
 * Whether every clip's source can lend its GOPs to a reel whose edges are encoded with the
 * interview settings: the same headers, and so the same frame rate, as `encoder` writes.
 */
export const stitchable = (layouts: SourceLayout[], encoder: EncoderReference | undefined) =>
  encoder !== undefined &&
  encoder.headers !== "" &&
  layouts.every(
    (l) =>
      l.copyable &&
      l.headers === encoder.headers &&
      l.reorderDelay === encoder.reorderDelay &&
      Math.abs(l.fps - encoder.fps) < 1e-6,
  );

import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { runFfmpeg } from "./ffmpeg";
import type { AudioLayout } from "./source-layout";
import type { StitchClip } from "./reel-pieces";

/** The interviews' sound as the reference encode writes it: its headers and packet length. */
export interface SoundReference {
  headers: string;
  sampleRate: number;
  frameSamples: number;
}

/** One clip's sound in the reel: `count` packets of its source from packet `first`. */
export interface SoundRun {
  clip: number;
  first: number;
  count: number;
}

/**
 * Which packets of each clip's sound the reel copies: each clip starts on the packet nearest its
 * first picture, and the packets are counted so that the sound's running length stays within half
 * a packet of the pictures' (21 ms at 48 kHz), however many clips are joined. Null when a clip's
 * sound cannot be copied: no sound, another format than the interviews', or too short a source
 * (its sound is then encoded, with silence where it runs out).
 */
export function soundRuns(
  clips: Pick<StitchClip, "layout">[],
  spans: { start: number; seconds: number }[],
  reference: SoundReference | undefined,
): SoundRun[] | null {
  if (!reference) return null;
  const copyable = (audio: AudioLayout | null): audio is AudioLayout =>
    audio !== null &&
    audio.headers === reference.headers &&
    audio.sampleRate === reference.sampleRate &&
    audio.frameSamples === reference.frameSamples;
  const packetSeconds = reference.frameSamples / reference.sampleRate;
  const runs: SoundRun[] = [];
  let shown = 0;
  let laid = 0;
  for (const [i, clip] of clips.entries()) {
    const audio = clip.layout.audio;
    if (!copyable(audio)) return null;
    const { start, seconds } = spans[i]!;
    shown += seconds;
    const end = Math.round(shown / packetSeconds);
    const run = { clip: i, first: Math.round(start / clip.layout.fps / packetSeconds), count: end - laid };
    if (run.first + run.count > audio.packets) return null;
    runs.push(run);
    laid = end;
  }
  return runs;
}

/** A path in an ffconcat list, quoted, with the file protocol (so no colon reads as another). */
export const concatPath = (file: string) => `'file:${path.resolve(file).replaceAll("'", "'\\''")}'`;

/** The concat demuxer's list of the reel's sound: each run cut from its source's audio track. */
export function soundList(runs: SoundRun[], tracks: string[], reference: SoundReference): string {
  const at = (packet: number) => ((packet * reference.frameSamples) / reference.sampleRate).toFixed(6);
  const lines = ["ffconcat version 1.0"];
  for (const run of runs) {
    // The out point is a packet's decoding time, half a packet before the first one left out.
    lines.push(`file ${concatPath(tracks[run.clip]!)}`, `inpoint ${at(run.first)}`);
    lines.push(`outpoint ${at(run.first + run.count - 0.5)}`, `duration ${at(run.count)}`);
  }
  return `${lines.join("\n")}\n`;
}

const tracksInFlight = new Map<string, Promise<string>>();

/**
 * A source's audio alone, copied once into the media cache (by the source's identity) and kept:
 * the concat demuxer cuts an audio-only file at a packet exactly, where in the source it would
 * seek to the picture's keyframe, up to a second before. Copying a 40 s interview's sound takes
 * about 60 ms, once per source and node.
 */
export async function audioTrack(source: { videoPath: string; sourceKey: string }, cacheDir: string): Promise<string> {
  const name = createHash("sha256").update(source.sourceKey).digest("hex");
  const file = path.join(cacheDir, "audio", `${name}.m4a`);
  let made = tracksInFlight.get(file);
  if (!made) {
    made = (async () => {
      if (
        await fs.stat(file).then(
          (s) => s.size > 0,
          () => false,
        )
      )
        return file;
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await runFfmpeg(["-y", "-i", `file:${source.videoPath}`, "-map", "0:a:0", "-c", "copy", "-f", "mp4", temp]);
        await fs.rename(temp, file);
      } finally {
        await fs.rm(temp, { force: true });
      }
      return file;
    })().finally(() => tracksInFlight.delete(file));
    tracksInFlight.set(file, made);
  }
  return made;
}

import path from "node:path";
import { z } from "zod";
import { env } from "../env";
import { FfmpegError, runBinary as run, type RunOptions } from "./run-binary";

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

const NOT_FOUND = "ffmpeg was not found: install it (Debian: apt-get install ffmpeg) or set FFMPEG_PATH";

/**
 * Checks the configured (or PATH) ffmpeg and its sibling ffprobe by running them; exported apart
 * from the cached {@link ffmpegBinaries} so tests can try other locations.
 */
export async function locateFfmpeg(configuredPath?: string): Promise<FfmpegBinaries> {
  let binaries: FfmpegBinaries = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
  if (configuredPath) {
    const ext = path.extname(configuredPath);
    const ffprobe = path.join(path.dirname(configuredPath), `ffprobe${ext}`);
    binaries = { ffmpeg: path.resolve(configuredPath), ffprobe: path.resolve(ffprobe) };
  }
  const where = configuredPath ? ` (FFMPEG_PATH=${configuredPath})` : "";
  for (const binary of [binaries.ffmpeg, binaries.ffprobe]) {
    try {
      await run(binary, ["-hide_banner", "-version"]);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const which = binary === binaries.ffmpeg ? NOT_FOUND : NOT_FOUND.replace(/^ffmpeg/, "ffprobe");
      throw new Error(`${which}${where}: ${detail}`, { cause: error });
    }
  }
  return binaries;
}

let located: Promise<FfmpegBinaries> | undefined;

/** The ffmpeg and ffprobe to use: `FFMPEG_PATH` (ffprobe beside it), else the ones on PATH; checked once. */
export function ffmpegBinaries(): Promise<FfmpegBinaries> {
  // A failed lookup is not cached, so installing ffmpeg fixes a running process.
  located ??= locateFfmpeg(env().FFMPEG_PATH).catch((error: unknown) => {
    located = undefined;
    throw error;
  });
  return located;
}

/**
 * Runs ffmpeg with the given arguments (banner hidden, stdin closed, errors-only logging unless
 * the arguments set a log level). Resolves with stderr (useful for analysis filters such as
 * volumedetect); rejects with the last stderr lines.
 */
export async function runFfmpeg(args: string[], options: RunOptions = {}): Promise<string> {
  const { ffmpeg } = await ffmpegBinaries();
  const quiet = args.includes("-loglevel") || args.includes("-v") ? [] : ["-loglevel", "error"];
  const { stderr } = await run(ffmpeg, ["-hide_banner", "-nostdin", ...quiet, ...args], options);
  return stderr;
}

const filterCache = new Map<string, Promise<boolean>>();

/** Whether this ffmpeg build has a filter, such as `flite` (text to speech) or `drawtext`. */
export async function hasFilter(name: string): Promise<boolean> {
  let found = filterCache.get(name);
  if (!found) {
    found = ffmpegBinaries()
      .then(({ ffmpeg }) => run(ffmpeg, ["-hide_banner", "-filters"]))
      .then(({ stdout }) => new RegExp(`^\\s*\\S+\\s+${name}\\s`, "m").test(stdout))
      .catch((error: unknown) => {
        filterCache.delete(name);
        throw error;
      });
    filterCache.set(name, found);
  }
  return found;
}

const probeJson = z.object({
  format: z.object({ duration: z.coerce.number() }),
  streams: z.array(
    z.object({
      codec_type: z.string(),
      codec_name: z.string().default("unknown"),
      width: z.number().optional(),
      height: z.number().optional(),
      avg_frame_rate: z.string().optional(),
      r_frame_rate: z.string().optional(),
      pix_fmt: z.string().optional(),
      sample_rate: z.coerce.number().optional(),
    }),
  ),
});

export interface ProbeResult {
  duration: number;
  video: { codec: string; width: number; height: number; fps: number; pixFmt: string };
  audio: { codec: string; sampleRate: number } | null;
}

/** "24/1" → 24; "0/0" (unknown) → 0. */
export function parseRate(rate: string | undefined): number {
  const [num = 0, den = 1] = (rate ?? "0/1").split("/").map(Number);
  return den ? num / den : 0;
}

/** Reads duration and the first video and audio streams of a media file with ffprobe. */
export async function probe(file: string, options: RunOptions = {}): Promise<ProbeResult> {
  const { ffprobe } = await ffmpegBinaries();
  // "file:" so a colon in a relative name is not taken for a protocol.
  const args = ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", `file:${path.resolve(file)}`];
  const { stdout } = await run(ffprobe, args, options);
  const data = probeJson.parse(JSON.parse(stdout));
  const video = data.streams.find((s) => s.codec_type === "video");
  if (!video) throw new Error(`${file} has no video stream`);
  const audio = data.streams.find((s) => s.codec_type === "audio");
  const fps = parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate);
  return {
    duration: data.format.duration,
    video: {
      codec: video.codec_name,
      width: video.width ?? 0,
      height: video.height ?? 0,
      fps,
      pixFmt: video.pix_fmt ?? "unknown",
    },
    audio: audio ? { codec: audio.codec_name, sampleRate: audio.sample_rate ?? 0 } : null,
  };
}

let voices: Promise<string[]> | undefined;

/** The flite voices of this ffmpeg (empty without flite), asked once: `list_voices` logs them and exits. */
export function fliteVoices(): Promise<string[]> {
  voices ??= (async () => {
    if (!(await hasFilter("flite"))) return [];
    const listed = await runFfmpeg([
      "-loglevel",
      "info",
      "-f",
      "lavfi",
      "-i",
      "flite=list_voices=1",
      "-f",
      "null",
      "-",
    ]).catch((error: unknown) => (error instanceof FfmpegError ? error.stderr : ""));
    return [...listed.matchAll(/\[Parsed_flite[^\]]*\]\s+(\w+)\s*$/gm)].map((m) => m[1] ?? "").filter(Boolean);
  })();
  return voices;
}

import path from "node:path";
import { z } from "zod";
import { ffmpegBinaries, parseRate } from "./ffmpeg";
import { HEIGHT, WIDTH } from "./interview-graph";
import { runBinary } from "./run-binary";

/** What a showreel needs to know of a source to copy its GOPs: its rate, frames, keyframes and headers. */
export interface SourceLayout {
  /**
   * Whether the video is H.264 yuv420p at the interviews' size with one frame every 1/`fps` s
   * from 0 (the frame counts and keyframe indices below then address its frames exactly).
   */
  copyable: boolean;
  /** The codec's out-of-band headers (SPS/PPS): GOPs of sources with equal headers can be joined. */
  headers: string;
  /** Frames per second of the video stream (0 when ffprobe does not know). */
  fps: number;
  /** Frame count of the video stream. */
  frames: number;
  /** Frame indices of the keyframes, ascending. */
  keyframes: number[];
  /**
   * Frames by which decoding runs ahead of display (B-frames): a keyframe shown at frame k is
   * decoded at k - reorderDelay. Where a copied run of packets ends is a decoding time.
   */
  reorderDelay: number;
  hasAudio: boolean;
  /** The first audio stream when its packets copy by count ({@link AudioLayout}), else null. */
  audio: AudioLayout | null;
}

/**
 * An audio stream whose packets tile its time from 0, each `frameSamples` long, in a time base of
 * one sample: packet k starts at k × frameSamples (an encoder's priming packet, before 0, aside).
 */
export interface AudioLayout {
  codec: string;
  /** The codec's out-of-band headers (the AAC AudioSpecificConfig). */
  headers: string;
  sampleRate: number;
  frameSamples: number;
  /** Packets from time 0 on. */
  packets: number;
}

const layoutJson = z.object({
  streams: z.array(
    z.object({
      index: z.number(),
      codec_type: z.string(),
      codec_name: z.string().default(""),
      width: z.number().optional(),
      height: z.number().optional(),
      pix_fmt: z.string().optional(),
      r_frame_rate: z.string().optional(),
      avg_frame_rate: z.string().optional(),
      time_base: z.string().default("1/1"),
      extradata: z.string().default(""),
      sample_rate: z.coerce.number().optional(),
    }),
  ),
  packets: z
    .array(
      z.object({
        stream_index: z.number(),
        pts: z.number().optional(),
        dts: z.number().optional(),
        duration: z.number().optional(),
        flags: z.string().default(""),
      }),
    )
    .default([]),
});

/** Reads a source's layout with one ffprobe run over its packets (no decoding). */
export async function readSourceLayout(file: string): Promise<SourceLayout> {
  const { ffprobe } = await ffmpegBinaries();
  const { stdout } = await runBinary(ffprobe, [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_data",
    "-show_entries",
    "stream=index,codec_type,codec_name,width,height,pix_fmt,r_frame_rate,avg_frame_rate,time_base,extradata,sample_rate:packet=stream_index,pts,dts,duration,flags",
    `file:${path.resolve(file)}`,
  ]);
  const data = layoutJson.parse(JSON.parse(stdout));
  const video = data.streams.find((s) => s.codec_type === "video");
  if (!video) throw new Error(`${file} has no video stream`);
  const timeBase = parseRate(video.time_base);
  const fps = parseRate(video.r_frame_rate) || parseRate(video.avg_frame_rate);
  const packets = data.packets.filter((p) => p.stream_index === video.index && p.pts !== undefined);
  // Positions in frames of the stream's own rate; a constant-rate video has exactly 0 … n-1.
  const positions = packets.map((p) => p.pts! * timeBase * fps);
  const frames = positions.map((at) => Math.round(at));
  const constantRate =
    fps > 0 &&
    positions.every((at, i) => Math.abs(at - frames[i]!) < 0.01) &&
    new Set(frames).size === packets.length &&
    frames.every((frame) => frame >= 0 && frame < packets.length);
  const keyframes = packets.flatMap((p, i) => (p.flags.startsWith("K") ? [frames[i]!] : []));
  const first = packets[0];
  const reorderDelay = first?.dts === undefined ? 0 : Math.round((first.pts! - first.dts) * timeBase * fps);
  return {
    copyable:
      video.codec_name === "h264" &&
      video.width === WIDTH &&
      video.height === HEIGHT &&
      video.pix_fmt === "yuv420p" &&
      constantRate &&
      keyframes[0] === 0,
    headers: video.extradata,
    fps,
    frames: packets.length,
    keyframes: [...new Set(keyframes)].sort((a, b) => a - b),
    reorderDelay,
    hasAudio: data.streams.some((s) => s.codec_type === "audio"),
    audio: audioLayout(data),
  };
}

/** The first audio stream's layout when its packets tile its time from 0, else null. */
function audioLayout(data: z.infer<typeof layoutJson>): AudioLayout | null {
  const audio = data.streams.find((s) => s.codec_type === "audio");
  if (!audio?.sample_rate || parseRate(audio.time_base) !== 1 / audio.sample_rate) return null;
  const packets = data.packets.filter((p) => p.stream_index === audio.index && p.pts !== undefined && p.pts >= 0);
  const frameSamples = packets[0]?.duration ?? 0;
  const tiled = frameSamples > 0 && packets.every((p, k) => p.pts === k * frameSamples);
  if (!tiled) return null;
  return {
    codec: audio.codec_name,
    headers: audio.extradata,
    sampleRate: audio.sample_rate,
    frameSamples,
    packets: packets.length,
  };
}

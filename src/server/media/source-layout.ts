import path from "node:path";
import { z } from "zod";
import { ffmpegBinaries, parseRate } from "./ffmpeg";
import { FPS, HEIGHT, WIDTH } from "./interview-graph";
import { runBinary } from "./run-binary";

/** What a showreel needs to know of a source to copy its GOPs: its frames, keyframes and headers. */
export interface SourceLayout {
  /** Whether the video is in the interviews' format (H.264 yuv420p at their size and rate). */
  copyable: boolean;
  /** The codec's out-of-band headers (SPS/PPS): GOPs of sources with equal headers can be joined. */
  headers: string;
  /** Frame count of the video stream. */
  frames: number;
  /** Frame indices of the keyframes, ascending. */
  keyframes: number[];
  hasAudio: boolean;
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
      avg_frame_rate: z.string().optional(),
      time_base: z.string().default("1/1"),
      extradata: z.string().default(""),
    }),
  ),
  packets: z
    .array(z.object({ stream_index: z.number(), pts: z.number().optional(), flags: z.string().default("") }))
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
    "stream=index,codec_type,codec_name,width,height,pix_fmt,avg_frame_rate,time_base,extradata:packet=stream_index,pts,flags",
    `file:${path.resolve(file)}`,
  ]);
  const data = layoutJson.parse(JSON.parse(stdout));
  const video = data.streams.find((s) => s.codec_type === "video");
  if (!video) throw new Error(`${file} has no video stream`);
  const timeBase = parseRate(video.time_base);
  const frameOf = (pts: number) => Math.round(pts * timeBase * FPS);
  const packets = data.packets.filter((p) => p.stream_index === video.index && p.pts !== undefined);
  const keyframes = packets.filter((p) => p.flags.startsWith("K")).map((p) => frameOf(p.pts!));
  return {
    copyable:
      video.codec_name === "h264" &&
      video.width === WIDTH &&
      video.height === HEIGHT &&
      video.pix_fmt === "yuv420p" &&
      Math.abs(parseRate(video.avg_frame_rate) - FPS) < 0.01 &&
      keyframes[0] === 0,
    headers: video.extradata,
    frames: packets.length,
    keyframes: [...new Set(keyframes)].sort((a, b) => a - b),
    hasAudio: data.streams.some((s) => s.codec_type === "audio"),
  };
}

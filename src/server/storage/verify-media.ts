import path from "node:path";
import { z } from "zod";
import { MEDIA_CHECK_TIMEOUT_MS } from "@/lib/constants";
import { ffmpegBinaries } from "../media/ffmpeg";
import { runBinary } from "../media/run-binary";

/** What an upload must be: a still image, a video with a positive duration, or a PDF document. */
export type MediaKind = "image" | "video" | "pdf";

/** What a file of this content type must decode as. */
export function mediaKindOf(contentType: string): MediaKind {
  if (contentType === "application/pdf") return "pdf";
  return contentType.startsWith("video/") ? "video" : "image";
}

// Decoding the first packets is enough to tell a real file from a signature followed by filler,
// and bounded: a long video is not decoded whole.
const PACKETS_TO_DECODE = 16;

const probeOutput = z.object({
  streams: z
    .array(
      z.object({
        width: z.number().optional(),
        height: z.number().optional(),
        nb_read_frames: z.coerce.number().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.coerce.number().optional() }).default({}),
});

/**
 * Whether `file` is media of `kind` that decodes: ffprobe must read its dimensions and decode at
 * least one frame of its first video stream (and, for a video, find a positive duration). A
 * probe that fails, stalls past MEDIA_CHECK_TIMEOUT_MS or prints nonsense counts as "no". A PDF
 * is not decoded: its "%PDF-" signature (magic-bytes.ts) is the check, and it is served only
 * under the API's sandboxing CSP, never rendered by the portal itself.
 */
export async function decodesAs(file: string, kind: MediaKind): Promise<boolean> {
  if (kind === "pdf") return true;
  const { ffprobe } = await ffmpegBinaries();
  const args = [
    ...["-v", "error", "-count_frames", "-read_intervals", `%+#${PACKETS_TO_DECODE}`, "-select_streams", "v:0"],
    ...["-show_entries", "stream=width,height,nb_read_frames:format=duration", "-of", "json"],
    `file:${path.resolve(file)}`,
  ];
  try {
    const { stdout } = await runBinary(ffprobe, args, { signal: AbortSignal.timeout(MEDIA_CHECK_TIMEOUT_MS) });
    const parsed = probeOutput.safeParse(JSON.parse(stdout));
    if (!parsed.success) return false;
    const stream = parsed.data.streams[0];
    const pictures =
      !!stream && (stream.width ?? 0) > 0 && (stream.height ?? 0) > 0 && (stream.nb_read_frames ?? 0) > 0;
    return kind === "image" ? pictures : pictures && (parsed.data.format.duration ?? 0) > 0;
  } catch {
    return false;
  }
}

import fs from "node:fs/promises";
import { runFfmpeg } from "./ffmpeg";

/**
 * Writes a JPEG still of `videoPath` at `atSeconds`, scaled to `width` pixels (height keeps the
 * aspect ratio, rounded to even). Seeks before opening the input, so it decodes from the nearest
 * keyframe only. Rejects when the time lies past the end (ffmpeg then writes no frame).
 */
export async function extractThumbnail(
  videoPath: string,
  atSeconds: number,
  outPath: string,
  width = 320,
): Promise<string> {
  if (!Number.isFinite(atSeconds) || atSeconds < 0) throw new RangeError(`Invalid thumbnail time: ${atSeconds}`);
  if (!Number.isInteger(width) || width < 2) throw new RangeError(`Invalid thumbnail width: ${width}`);
  const args = ["-y", "-ss", atSeconds.toFixed(3), "-i", `file:${videoPath}`, "-frames:v", "1"];
  args.push("-vf", `scale=${width}:-2`, "-update", "1", "-q:v", "4", `file:${outPath}`);
  await fs.rm(outPath, { force: true });
  await runFfmpeg(args);
  const written = await fs.stat(outPath).catch(() => null);
  if (!written?.size) throw new Error(`No frame at ${atSeconds} s in ${videoPath}: is it past the end?`);
  return outPath;
}

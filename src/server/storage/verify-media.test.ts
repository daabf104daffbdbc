import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "../media/ffmpeg";
import { decodesAs } from "./verify-media";

let folder: string;
const at = (name: string) => path.join(folder, name);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "verify-media-"));
  for (const extension of ["png", "jpg", "gif", "webp"]) {
    await runFfmpeg(["-f", "lavfi", "-i", "testsrc=size=64x48", "-frames:v", "1", at(`real.${extension}`)]);
  }
  await runFfmpeg([
    ...["-f", "lavfi", "-i", "testsrc=size=64x48:duration=1", "-c:v", "libx264", "-pix_fmt", "yuv420p"],
    at("real.mp4"),
  ]);
  const png = await readFile(at("real.png"));
  // The PNG signature, then filler: what a cheap magic-bytes check lets through.
  await writeFile(at("signature-only.png"), Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 0x41)]));
  await writeFile(at("truncated.png"), png.subarray(0, 60));
  const big = await readFile(at("real.mp4"));
  await writeFile(at("truncated.mp4"), big.subarray(0, Math.floor(big.length / 3)));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe("decodesAs", () => {
  it.each(["png", "jpg", "gif", "webp"])("accepts a real %s image", async (extension) => {
    expect(await decodesAs(at(`real.${extension}`), "image")).toBe(true);
  });

  it("accepts a real video", async () => {
    expect(await decodesAs(at("real.mp4"), "video")).toBe(true);
  });

  it("refuses a signature followed by filler, and a file cut short", async () => {
    expect(await decodesAs(at("signature-only.png"), "image")).toBe(false);
    expect(await decodesAs(at("truncated.png"), "image")).toBe(false);
    expect(await decodesAs(at("truncated.mp4"), "video")).toBe(false);
  });

  it("refuses a still image where a video is wanted, and a file that is not there", async () => {
    expect(await decodesAs(at("real.png"), "video")).toBe(false);
    expect(await decodesAs(at("missing.png"), "image")).toBe(false);
  });
});

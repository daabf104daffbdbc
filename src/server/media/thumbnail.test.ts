import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe, runFfmpeg } from "./ffmpeg";
import { extractThumbnail } from "./thumbnail";

describe("extractThumbnail", () => {
  let dir: string;
  let video: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "thumbnail-test-"));
    video = path.join(dir, "in.mp4");
    await runFfmpeg(["-y", "-f", "lavfi", "-i", "testsrc2=s=640x360:r=24:d=3", "-pix_fmt", "yuv420p", video]);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("writes a JPEG of the asked width, keeping the aspect ratio", async () => {
    const out = await extractThumbnail(video, 1, path.join(dir, "t.jpg"));
    const bytes = await fs.readFile(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await probe(out)).video).toMatchObject({ codec: "mjpeg", width: 320, height: 180 });
    const small = await extractThumbnail(video, 0, path.join(dir, "s.jpg"), 160);
    expect((await probe(small)).video).toMatchObject({ width: 160, height: 90 });
  });

  it("rejects a time past the end or a bad width", async () => {
    await expect(extractThumbnail(video, 10, path.join(dir, "late.jpg"))).rejects.toThrow(/past the end/);
    await expect(extractThumbnail(video, 1, path.join(dir, "w.jpg"), 0)).rejects.toThrow(RangeError);
  });
});

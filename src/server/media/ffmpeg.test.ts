import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegBinaries, hasFilter, locateFfmpeg, probe, runFfmpeg } from "./ffmpeg";

describe("ffmpeg", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "ffmpeg-test-"));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("finds ffmpeg and ffprobe, and ffprobe beside a configured ffmpeg", async () => {
    const found = await ffmpegBinaries();
    expect(found.ffmpeg).toMatch(/ffmpeg$/);
    const onPath = execFileSync("sh", ["-c", "command -v ffmpeg"], { encoding: "utf8" }).trim();
    const beside = await locateFfmpeg(onPath);
    expect(beside).toEqual({ ffmpeg: onPath, ffprobe: path.join(path.dirname(onPath), "ffprobe") });
  });

  it("explains how to install ffmpeg when FFMPEG_PATH points nowhere", async () => {
    await expect(locateFfmpeg(path.join(dir, "nope", "ffmpeg"))).rejects.toThrow(
      /ffmpeg was not found: install it \(Debian: apt-get install ffmpeg\) or set FFMPEG_PATH/,
    );
  });

  it("rejects with the last lines of ffmpeg's log", async () => {
    await expect(runFfmpeg(["-i", path.join(dir, "missing.mp4"), "-f", "null", "-"])).rejects.toThrow(
      /ffmpeg failed \(exit 1\):.*missing\.mp4.*No such file or directory/s,
    );
  });

  it("stops ffmpeg when the signal aborts", async () => {
    const controller = new AbortController();
    const running = runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=duration=30", "-f", "null", "-"], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(running).rejects.toThrow(/abort/i);
  });

  it("probes a video with and without audio", async () => {
    const withAudio = path.join(dir, "av.mp4");
    const lavfi = ["-f", "lavfi", "-i", "testsrc2=s=320x240:r=25:d=2", "-f", "lavfi", "-i", "sine=d=2:r=44100"];
    await runFfmpeg(["-y", ...lavfi, "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", withAudio]);
    const info = await probe(withAudio);
    expect(info.video).toEqual({ codec: "h264", width: 320, height: 240, fps: 25, pixFmt: "yuv420p" });
    expect(info.audio).toEqual({ codec: "aac", sampleRate: 44100 });
    expect(info.duration).toBeGreaterThan(1.9);

    const silent = path.join(dir, "v.mp4");
    await runFfmpeg(["-y", "-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=1", "-pix_fmt", "yuv420p", silent]);
    expect((await probe(silent)).audio).toBeNull();
  });

  it("knows which filters this build has", async () => {
    expect(await hasFilter("drawtext")).toBe(true);
    expect(await hasFilter("no-such-filter")).toBe(false);
  });
});

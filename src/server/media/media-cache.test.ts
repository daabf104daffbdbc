import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "./ffmpeg";
import { renderInterviewCached } from "./media-cache";
import { sampleInterview } from "@tests/fixtures/sample-interview";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Cache entries: folders named by a sha256, as opposed to in-progress temp folders. */
async function entries(root: string): Promise<string[]> {
  const names = await fs.readdir(root).catch(() => []);
  return names.filter((name) => /^[0-9a-f]{64}$/.test(name));
}

describe("renderInterviewCached", () => {
  let dir: string;
  let cacheDir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "media-cache-"));
    cacheDir = path.join(dir, "cache");
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("renders once, then links the same files from the cache", async () => {
    const input = sampleInterview("cache-test", 20);
    const first = await renderInterviewCached(input, path.join(dir, "a"), { cacheDir });
    expect(first.cached).toBe(false);
    expect(first.duration).toBe(20);
    expect((await probe(first.files.video)).video.codec).toBe("h264");

    // Same input with its keys in another order: still a hit.
    const reordered = {
      scenes: input.scenes,
      utterances: input.utterances,
      duration: 20,
      language: "da",
      participant: input.participant,
    };
    const second = await renderInterviewCached({ ...reordered, key: "cache-test" }, path.join(dir, "b"), { cacheDir });
    expect(second.cached).toBe(true);
    expect(await entries(cacheDir)).toHaveLength(1);
    for (const kind of ["video", "subtitlesEn", "subtitlesOriginal", "thumbnail"] as const) {
      const [a, b] = await Promise.all([fs.readFile(first.files[kind]), fs.readFile(second.files[kind])]);
      expect(b.equals(a)).toBe(true);
    }
    // Hard links: no second copy of the bytes.
    const [a, b] = await Promise.all([fs.stat(first.files.video), fs.stat(second.files.video)]);
    expect(b.ino).toBe(a.ino);
    // Linking again over existing files is fine.
    expect((await renderInterviewCached(input, path.join(dir, "b"), { cacheDir })).cached).toBe(true);
  });

  it("shares one render between concurrent calls for the same input", async () => {
    const input = sampleInterview("cache-concurrent", 20);
    const results = await Promise.all(
      [1, 2, 3].map((n) => renderInterviewCached(input, path.join(dir, `c${n}`), { cacheDir })),
    );
    expect(results.filter((r) => !r.cached)).toHaveLength(1);
  });

  it("re-renders an entry that lost a file", async () => {
    const input = sampleInterview("cache-damaged", 20);
    const first = await renderInterviewCached(input, path.join(dir, "d1"), { cacheDir });
    const videoInode = (await fs.stat(first.files.video)).ino;
    for (const name of await entries(cacheDir)) {
      const entry = path.join(cacheDir, name);
      if ((await fs.stat(path.join(entry, "video.mp4"))).ino === videoInode)
        await fs.rm(path.join(entry, "thumbnail.jpg"));
    }
    const again = await renderInterviewCached(input, path.join(dir, "d2"), { cacheDir });
    expect(again.cached).toBe(false);
    expect((await fs.stat(again.files.thumbnail)).size).toBeGreaterThan(0);
  });

  it("leaves no partial entry when the rendering process is killed (kill -9)", async () => {
    const root = path.join(dir, "killed");
    const script = `
      import { renderInterviewCached } from ${JSON.stringify(path.join(here, "media-cache.ts"))};
      import { sampleInterview } from ${JSON.stringify(path.join(here, "../../../tests/fixtures/sample-interview.ts"))};
      await renderInterviewCached(sampleInterview("killed", 60), ${JSON.stringify(path.join(dir, "k"))}, { cacheDir: ${JSON.stringify(root)} });
    `;
    // Its own process group, so kill -9 takes ffmpeg down with it, as a container stop would.
    const args = ["--import", "tsx", "--input-type=module", "-e", script];
    const child = spawn(process.execPath, args, { stdio: "ignore", detached: true });
    // Kill as soon as ffmpeg has started writing into the temp folder.
    const deadline = Date.now() + 20_000;
    let partial = false;
    while (!partial && Date.now() < deadline) {
      const temps = (await fs.readdir(root).catch(() => [])).filter((n) => n.startsWith(".tmp-"));
      for (const temp of temps) partial ||= (await fs.readdir(path.join(root, temp))).length > 0;
      if (!partial) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-(child.pid ?? 0), "SIGKILL");
    await exited;
    expect(partial).toBe(true);
    expect(await entries(root)).toEqual([]);
    const after = await renderInterviewCached(sampleInterview("killed", 60), path.join(dir, "k"), { cacheDir: root });
    expect(after.cached).toBe(false);
    expect(Math.abs((await probe(after.files.video)).duration - 60)).toBeLessThan(0.1);
  });
});

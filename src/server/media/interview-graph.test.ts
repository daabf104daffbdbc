import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "./ffmpeg";
import { findFonts } from "./fonts";
import { buildInterviewGraph, pickVoice } from "./interview-graph";

describe("buildInterviewGraph", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "graph-test-"));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const utterances = [
    { start: 0.5, end: 2, text: "it's 100% [fine]; really, isn't it: yes" },
    { start: 2.5, end: 3.5, text: "second" },
  ];
  const scenes = [{ start: 0, end: 4, title: "Pack A: 50% [less] sugar; new" }];
  const input = { duration: 4, name: "N", details: "D", utterances, scenes, seed: 1, voice: "kal16", thumbnailAt: 1 };

  it("keeps user text out of the filtergraph", () => {
    const plan = buildInterviewGraph({ ...input, name: "O'Brien: [x]", details: "a,b;c" });
    expect(plan.script).not.toContain("100%");
    expect(plan.script).not.toContain("O'Brien");
    expect(plan.script).not.toContain("50%");
    expect(plan.files.get("scene-0.txt")).toBe(scenes[0]?.title);
    expect(plan.files.get("speech-1.txt")).toBe("second");
  });

  it("voices what is said but never draws it: the subtitle tracks show the words", () => {
    const plan = buildInterviewGraph(input);
    const drawn = [...plan.script.matchAll(/drawtext=[^,\n]*?textfile=([\w.-]+)/g)].map((match) => match[1]);
    expect([...new Set(drawn)].sort()).toEqual(["details.txt", "name.txt", "scene-0.txt"]);
    for (const { text } of utterances)
      expect([...plan.files].filter(([name, value]) => value === text && drawn.includes(name))).toEqual([]);
  });

  it("falls back to a quiet tone when there is no flite voice", async () => {
    const plan = buildInterviewGraph({ ...input, seed: 2, voice: null });
    expect(plan.script).not.toContain("flite");
    await fs.writeFile(path.join(dir, "graph.txt"), plan.script.replace("[audio]", ",volumedetect[audio]"));
    for (const [name, text] of plan.files) await fs.writeFile(path.join(dir, name), text);
    const fonts = await findFonts();
    await fs.symlink(fonts.regular, path.join(dir, "font.ttf"));
    await fs.symlink(fonts.bold, path.join(dir, "font-bold.ttf"));
    const args = ["-filter_complex_script", "graph.txt", "-map", "[audio]", "-f", "null", "-"];
    const log = await runFfmpeg(
      ["-loglevel", "info", ...args, "-map", "[video]", "-f", "null", "-", "-map", "[thumb]", "-f", "null", "-"],
      { cwd: dir },
    );
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(log)?.[1]);
    // Audible but quiet: a placeholder, not a test tone at full scale.
    expect(mean).toBeGreaterThan(-60);
    expect(mean).toBeLessThan(-20);
  });

  it("prefers the fast diphone voices", () => {
    expect(pickVoice(["awb", "kal", "kal16", "rms", "slt"])).toBe("kal16");
    expect(pickVoice(["slt"])).toBe("slt");
    expect(pickVoice([])).toBeNull();
  });
});

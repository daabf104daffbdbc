import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { difference, frameAt, interviewFormatSource, TEST_CARD } from "@tests/fixtures/reel-sources";
import { probe } from "./ffmpeg";
import { CARD_SECONDS, cardGraph } from "./reel-cards";
import { renderShowreel } from "./render-showreel";

/** Mean grey level of a picture, 0–255, and how many of its pixels are bright (text on the card). */
const mean = (picture: Buffer) => picture.reduce((sum, value) => sum + value, 0) / picture.length;
const bright = (picture: Buffer) => picture.filter((value) => value > 200).length;

describe("title and end cards", { timeout: 120_000 }, () => {
  let dir: string;
  let source: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "cards-test-"));
    source = await interviewFormatSource(dir, "a.mp4", undefined, TEST_CARD);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("put their words in files, wrapped to the card, so no title can break the filter graph", () => {
    const title = "Checkout: what people said, [and] why; 'quotes' \\ commas, " + "long words ".repeat(8);
    const { files, chains } = cardGraph({ title, study: "Study, with: colons", client: "Acme; Inc." }, 24);
    expect(files.get("card-title.txt")!.split("\n").length).toBeGreaterThan(1);
    expect(files.get("card-client.txt")).toBe("Acme; Inc.");
    expect(chains.join(";")).not.toContain("Acme");
    expect(chains.join(";")).not.toContain("Checkout");
  });

  it("open the reel with a card for 2 s, close it with another, and move the captions after the first", async () => {
    const cues = [{ start: 2.5, end: 4.5, text: "The checkout was confusing" }];
    const clips = [{ videoPath: source, sourceKey: "a", start: 2.2, end: 5.4, cues }];
    const cacheDir = path.join(dir, "cache");
    const cards = { title: "Checkout voices", study: "Checkout study", client: "Acme" };
    const plain = await renderShowreel(clips, path.join(dir, "plain"), { cacheDir });
    const carded = await renderShowreel(clips, path.join(dir, "cards"), { cacheDir, cards });

    expect(carded.duration).toBeCloseTo(plain.duration + 2 * CARD_SECONDS, 3);
    expect((await probe(carded.video)).duration).toBeCloseTo(carded.duration, 1);
    // The opening and closing cards: dark, with light words on them, unlike the clip.
    // A reel joined from the interviews' frames keeps their rate; one encoded whole has the reels'.
    const rate = async (file: string) => (await probe(file)).video!.fps;
    const frame = async (file: string, seconds: number) => frameAt(file, Math.round(seconds * (await rate(file))));
    for (const at of [0.5, carded.duration - 0.5]) {
      const card = await frame(carded.video, at);
      expect(mean(card), `${at} s`).toBeLessThan(60);
      expect(bright(card), `${at} s`).toBeGreaterThan(20);
    }
    // Between them, the clip itself, as the reel without cards shows it.
    const [clip, same] = await Promise.all([frame(plain.video, 1), frame(carded.video, CARD_SECONDS + 1)]);
    expect(difference(clip, same)).toBeLessThan(4);
    // The cue plays 2 s later, where its words are in the picture.
    expect(await fs.readFile(carded.subtitles, "utf8")).toContain("00:00:02.300 --> 00:00:04.300");
  });
});

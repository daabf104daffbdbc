import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import type { Showreel } from "@/lib/schemas/showreel";
import ShowreelList from "../../src/components/showreels/ShowreelList.astro";

const reel = (id: number, duration: number | null): Showreel => ({
  id,
  type: "CUSTOM",
  is_custom: true,
  title: `Reel ${id}`,
  description: "",
  client_id: 1,
  study_id: 1,
  segment_id: null,
  insight_id: null,
  objective_id: null,
  status: "READY",
  error: null,
  published: false,
  public_id: null,
  revision: 1,
  captions: "TRACK",
  caption_language: "en",
  cards: false,
  duration,
  quotes: [],
  thumbnail: null,
  combined_url: null,
  face_url: null,
  subtitles: null,
  subtitle_tracks: { en: null, original: null },
  preparing: null,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
});

describe("the showreel list", () => {
  it("reads a reel's length as the player counts it: whole seconds floored", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ShowreelList, {
      props: { curated: [], custom: [reel(1, 20.6), reel(2, 75.9)], hrefOf: (s: Showreel) => `/reels/${s.id}` },
    });
    expect(html).toContain("0:20");
    expect(html).not.toContain("0:21");
    expect(html).toContain("1:15");
  });
});

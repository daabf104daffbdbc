import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import type { Showreel } from "@/lib/schemas/showreel";
import { showreelOf as reel } from "@tests/fixtures/showreel";
import ShowreelList from "../../src/components/showreels/ShowreelList.astro";

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

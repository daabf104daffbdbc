import { afterAll, describe, expect, it } from "vitest";
import { stopBoss } from "@/server/jobs/boss";
import { call } from "@tests/fixtures/showreel-requests";

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";

describe("showreel lists", () => {
  it("v1 pages and sorts; v3 pages by cursor and filters by type and search", async () => {
    const first = await call(admin, "GET", "/v1/showreels?per_page=2&sort_by=title&sort_order=asc");
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    const all = await call(admin, "GET", `/v1/showreels?per_page=100&sort_by=title&sort_order=asc`);
    expect(all.body.meta.total).toBe(all.body.data.length);
    const titles = all.body.data.map((s: { title: string }) => s.title);
    expect(first.body.data.map((s: { title: string }) => s.title)).toEqual(titles.slice(0, 2));

    const v3all = (await call(admin, "GET", "/v3/showreels?limit=100")).body.data as {
      id: number;
      type: string;
      title: string;
    }[];
    expect(v3all).toHaveLength(all.body.meta.total);
    const page1 = await call(admin, "GET", "/v3/showreels?limit=2");
    const page2 = await call(admin, "GET", `/v3/showreels?limit=2&cursor=${page1.body.meta.next_cursor}`);
    expect([...page1.body.data, ...page2.body.data].map((s: { id: number }) => s.id)).toEqual(
      v3all.slice(0, 4).map((s) => s.id),
    );
    const curated = (await call(admin, "GET", "/v3/showreels?limit=100&type=CURATED")).body.data as { type: string }[];
    expect(curated.length).toBeGreaterThan(0);
    expect(curated.every((s) => s.type === "CURATED")).toBe(true);
    const word = v3all[0]!.title.split(" ")[0]!;
    const found = (await call(admin, "GET", `/v3/showreels?limit=100&search=${encodeURIComponent(word)}`)).body.data;
    expect(found.map((s: { id: number }) => s.id)).toContain(v3all[0]!.id);
  });

  it("answers 422 for bad paging, sorting and filters", async () => {
    for (const path of [
      "/v1/showreels?sort_by=owner",
      "/v1/showreels?sort_order=up",
      "/v1/showreels?page=0",
      "/v1/showreels?per_page=101",
      "/v3/showreels?cursor=nope",
      "/v3/showreels?limit=0",
      "/v3/showreels?type=OTHER",
      "/v3/showreels?segment_ids=1,x",
    ]) {
      expect((await call(admin, "GET", path)).status, path).toBe(422);
    }
  });
});

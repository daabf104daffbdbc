import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { shareLinks, shareLinkViews } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { stopBoss } from "@/server/jobs/boss";
import { withClientAddress } from "@/server/security/client-address";
import { flushViews } from "@/server/services/sharing/view-beacons";
import { viewerHash } from "@/server/services/sharing/viewer-hash";
import { call, createShowreel, showreelEvents } from "@tests/fixtures/showreel-requests";

// The view log: the public player's beacons become views (a play past 3 s), at most one new view
// per viewer and link per 30 s, written in batches; unknown, revoked, expired or forged links
// answer 204 and record nothing; the Share dialog's numbers and chart come back with the links.

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";
let showreelId: number;
let linkId: string;

function beacon(id: string, body: Record<string, string>, who = { address: "198.51.100.20", agent: "Firefox" }) {
  const request = new Request(`http://localhost/api/v1/public/share_links/${id}/views`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "user-agent": who.agent },
    body: new URLSearchParams(body),
  });
  return app.fetch(withClientAddress(request, who.address));
}

const viewsOf = (id: string) => db().select().from(shareLinkViews).where(eq(shareLinkViews.linkId, id));
const viewKey = (n: number) => `view-key-${String(n).padStart(8, "0")}`;

beforeAll(async () => {
  const { showreel } = await createShowreel();
  showreelId = showreel.id;
  // A 40-second reel, published, with one named link.
  await db().$client.query("update showreels set duration_seconds = 40 where id = $1", [showreelId]);
  expect((await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreelId })).status).toBe(201);
  linkId = (await call(admin, "POST", `/v1/showreels/${showreelId}/share_links`, { name: "Board" })).body.data.id;
});

describe("view beacons", () => {
  it("counts a play past 3 s once per page load, keeping its largest watched share, with an analytics event", async () => {
    expect((await beacon(linkId, { view: viewKey(1), played: "2.5" })).status).toBe(204);
    await flushViews(db());
    expect(await viewsOf(linkId)).toHaveLength(0);

    expect((await beacon(linkId, { view: viewKey(1), played: "4" })).status).toBe(204);
    expect((await beacon(linkId, { view: viewKey(1), played: "14" })).status).toBe(204);
    await flushViews(db());
    expect((await beacon(linkId, { view: viewKey(1), played: "10" })).status).toBe(204);
    await flushViews(db());
    const [view, ...more] = await viewsOf(linkId);
    expect(more).toHaveLength(0);
    expect(view!.watchedShare).toBeCloseTo(14 / 40, 3);
    // The viewer is a hash: neither the address nor the user agent is stored.
    expect(JSON.stringify(view)).not.toContain("198.51.100.20");
    expect(view!.viewerHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await showreelEvents(showreelId, "share_link_viewed")).toHaveLength(1);
  });

  it("lets one viewer begin at most one view of a link per 30 s, while other viewers count", async () => {
    const before = (await viewsOf(linkId)).length;
    for (let n = 2; n < 40; n++) await beacon(linkId, { view: viewKey(n), played: "30" });
    await beacon(linkId, { view: viewKey(100), played: "40" }, { address: "198.51.100.21", agent: "Firefox" });
    await beacon(linkId, { view: viewKey(101), played: "20" }, { address: "198.51.100.20", agent: "Safari" });
    await flushViews(db());
    expect((await viewsOf(linkId)).length - before).toBe(2);
  });

  it("holds the 30 s rule across nodes: a view another node wrote a moment ago keeps this one from counting", async () => {
    const who = { address: "198.51.100.30", agent: "Edge" };
    // Another node took this viewer's beacon and wrote the view (as its flush does).
    await db().$client.query(
      "insert into share_link_views (link_id, view_key, viewer_hash, watched_share) values ($1, $2, $3, 0.2)",
      [linkId, viewKey(200), await viewerHash(db(), who.address, who.agent)],
    );
    await beacon(linkId, { view: viewKey(201), played: "12" }, who);
    await flushViews(db());
    const mine = (await viewsOf(linkId)).filter((v) => v.viewKey === viewKey(201));
    expect(mine).toHaveLength(0);
    await db().$client.query("delete from share_link_views where view_key = $1", [viewKey(200)]);
  });

  it("answers 204 and records nothing for unknown, forged, revoked and expired links; 422 for a bad body", async () => {
    const other = (await call(admin, "POST", `/v1/showreels/${showreelId}/share_links`, { name: "Gone" })).body.data.id;
    const later = (await call(admin, "POST", `/v1/showreels/${showreelId}/share_links`, { name: "Old" })).body.data.id;
    expect((await call(admin, "POST", `/v1/share_links/${other}/revoke`)).status).toBe(200);
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, later));
    const address = { address: "203.0.113.50", agent: "Edge" };
    for (const id of ["UnknownLinkUnknownLink", "x", "forged%20link%3Cid%3E", other, later]) {
      expect((await beacon(id, { view: viewKey(200), played: "30" }, address)).status, id).toBe(204);
    }
    await flushViews(db());
    const { rows } = await db().$client.query(
      "select count(*)::int as n from share_link_views where link_id = any($1::text[])",
      [["UnknownLinkUnknownLink", other, later]],
    );
    expect(rows[0].n).toBe(0);
    expect((await beacon(linkId, { view: "short", played: "30" })).status).toBe(422);
    expect((await beacon(linkId, { view: viewKey(300), played: "many" })).status).toBe(422);
    // Another content type than sendBeacon's form is a client error too, never a 5xx.
    const json = await app.request(`/api/v1/public/share_links/${linkId}/views`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ view: viewKey(301), played: 30 }),
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it("shows views, unique viewers, average watched share, last viewed and a views-per-day chart with the links", async () => {
    const list = await call(admin, "GET", `/v1/showreels/${showreelId}/share_links`);
    const board = list.body.data.find((l: { id: string }) => l.id === linkId);
    expect(board.stats).toMatchObject({ views: 3, unique_viewers: 3 });
    expect(board.stats.average_watched_share).toBeCloseTo((14 / 40 + 1 + 0.5) / 3, 2);
    expect(Date.now() - Date.parse(board.stats.last_viewed_at)).toBeLessThan(60_000);
    expect(board.views_chart).toMatch(/^<svg [^>]*role="img"/);
    expect(board.views_chart).toContain("<title>Views per day, last 30 days: 3 views, at most 3 a day</title>");
    expect(board.views_chart.match(/<rect /g)).toHaveLength(30);
    const never = list.body.data.find((l: { name: string }) => l.name === "Gone");
    expect(never.stats).toEqual({ views: 0, unique_viewers: 0, average_watched_share: null, last_viewed_at: null });
  });
});

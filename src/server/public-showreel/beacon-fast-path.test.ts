import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { shareLinkViews } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { stopBoss } from "@/server/jobs/boss";
import { withClientAddress } from "@/server/security/client-address";
import { flushViews } from "@/server/services/sharing/view-beacons";
import { viewerHash } from "@/server/services/sharing/viewer-hash";
import { call, createShowreel } from "@tests/fixtures/showreel-requests";
import { serveViewBeacon } from "./beacon-fast-path";

// The production server takes the public page's beacons before the router: the same answers as
// the API route, and the same views in the log.

let server: Server;
let base: string;
let linkId: string;
const admin = "admin@demo.test";
const FORM = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "user-agent": "Firefox" };

beforeAll(async () => {
  // What the router would answer stands out, so a request the fast path leaves is seen.
  server = createServer((req, res) => {
    if (!serveViewBeacon(req, res)) res.writeHead(418).end("router");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { showreel } = await createShowreel();
  await db().$client.query("update showreels set duration_seconds = 40 where id = $1", [showreel.id]);
  expect((await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreel.id })).status).toBe(201);
  linkId = (await call(admin, "POST", `/v1/showreels/${showreel.id}/share_links`, { name: "Board" })).body.data.id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopBoss(1_000);
});

const post = (id: string, body: string, headers: Record<string, string> = FORM) =>
  fetch(`${base}/api/v1/public/share_links/${id}/views`, { method: "POST", headers, body });

describe("the beacon fast path", () => {
  it("takes a form beacon with the API's 204 and headers, and the view reaches the log under its viewer hash", async () => {
    const answer = await post(linkId, "view=fast-path-view-0001&played=20", {
      ...FORM,
      "x-forwarded-for": "203.0.113.9",
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    await flushViews(db());
    const views = await db().select().from(shareLinkViews).where(eq(shareLinkViews.linkId, linkId));
    expect(views).toHaveLength(1);
    expect(views[0]!.watchedShare).toBeCloseTo(0.5, 3);
    expect(views[0]!.viewerHash).toBe(await viewerHash(db(), "203.0.113.9", "Firefox"));
  });

  it("answers 204 for an unknown link and records nothing", async () => {
    expect((await post("UnknownLinkUnknownLink", "view=fast-path-view-0002&played=20")).status).toBe(204);
    await flushViews(db());
    const { rows } = await db().$client.query("select count(*)::int as n from share_link_views where link_id = $1", [
      "UnknownLinkUnknownLink",
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("refuses a body that is not a beacon with the API route's own 422", async () => {
    for (const body of ["view=short&played=30", "view=fast-path-view-0003&played=many", `view=${"x".repeat(2000)}`]) {
      const fast = await post(linkId, body);
      const routed = await app.fetch(
        withClientAddress(
          new Request(`http://localhost/api/v1/public/share_links/${linkId}/views`, {
            method: "POST",
            headers: FORM,
            body,
          }),
          "198.51.100.30",
        ),
      );
      expect(fast.status, body.slice(0, 40)).toBe(422);
      if (body.length < 100) expect(await fast.json()).toEqual(await routed.json());
    }
  });

  it("leaves other bodies and addresses to the router", async () => {
    const json = await post(linkId, JSON.stringify({ view: "fast-path-view-0004", played: 30 }), {
      "content-type": "application/json",
    });
    expect(json.status).toBe(418);
    const other = await fetch(`${base}/api/v1/public/share_links/${linkId}/views/more`, {
      method: "POST",
      headers: FORM,
      body: "view=fast-path-view-0005&played=20",
    });
    expect(other.status).toBe(418);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { shareLinks } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { stopBoss } from "@/server/jobs/boss";
import { publicShowreelPage, publicShowreelResponse } from "@/server/public-showreel/respond";
import { withClientAddress } from "@/server/security/client-address";
import { UNLOCK_COOKIE } from "@/server/services/sharing/unlock-cookie";
import {
  call,
  createShowreel,
  foreignShowreel,
  hiddenShowreel,
  showreelEvents,
} from "@tests/fixtures/showreel-requests";

// Named share links: the API that manages them, and what a viewer holding one gets on the public
// page (password page, unlock cookie, expiry, revoking, download) and what crawlers get (nothing).

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";
const TITLE = "Checkout moments";
const PASSWORD = "board-only-2030";
let showreelId: number;
let publicId: string;

const page = (id: string, cookie?: string) =>
  publicShowreelResponse(id, `/public/showreels/v3/${id}`, false, cookie ?? null);

/** Posts the password form of a link's page from `address`, as a browser without script does. */
function submitPassword(id: string, password: string, address = "198.51.100.7") {
  const request = new Request(`http://localhost/public/showreels/v3/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password }),
  });
  return publicShowreelPage(`/public/showreels/v3/${id}`, withClientAddress(request, address));
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

async function createLink(body: Record<string, unknown>) {
  const answer = await call(admin, "POST", `/v1/showreels/${showreelId}/share_links`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; path: string; state: string; has_password: boolean };
}

beforeAll(async () => {
  const { showreel } = await createShowreel();
  showreelId = showreel.id;
  const published = await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreelId });
  expect(published.status).toBe(201);
  publicId = published.body.data.id;
  // Before any named link, the plain public link shows the reel.
  expect((await page(publicId)).status).toBe(200);
});

describe("share links API", () => {
  it("answers 401 signed out on every route", async () => {
    for (const [method, path] of [
      ["GET", "/v1/showreels/1/share_links"],
      ["POST", "/v1/showreels/1/share_links"],
      ["PATCH", "/v1/share_links/AAAAAAAAAAAAAAAAAAAAAA"],
      ["POST", "/v1/share_links/AAAAAAAAAAAAAAAAAAAAAA/revoke"],
    ]) {
      const body = method === "GET" ? undefined : { name: "x" };
      expect((await call(null, method!, path!, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses an unpublished showreel, bad input, members without publish_videos, and other tenants' objects", async () => {
    const { showreel: unpublished } = await createShowreel();
    const notYet = await call(admin, "POST", `/v1/showreels/${unpublished.id}/share_links`, { name: "Board" });
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors.showreel_id).toEqual([messages.shareLinkNeedsPublished]);

    const url = `/v1/showreels/${showreelId}/share_links`;
    const bad = await call(admin, "POST", url, { name: " ", password: "short", expires_at: "tomorrow" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["expires_at", "name", "password"]);
    const past = await call(admin, "POST", url, { name: "Board", expires_at: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(422);
    expect(past.body.errors.expires_at).toEqual([messages.shareLinkExpiryPast]);
    expect((await call(admin, "PATCH", "/v1/share_links/not-an-id", { name: "x" })).status).toBe(422);

    expect((await call("researcher@demo.test", "POST", url, { name: "Board" })).status).toBe(403);
    const link = await createLink({ name: "Agency" });
    expect((await call("researcher@demo.test", "PATCH", `/v1/share_links/${link.id}`, { name: "x" })).status).toBe(403);
    expect((await call("researcher@demo.test", "POST", `/v1/share_links/${link.id}/revoke`)).status).toBe(403);

    const foreign = await foreignShowreel();
    expect((await call(admin, "GET", `/v1/showreels/${foreign.id}/share_links`)).status).toBe(404);
    expect((await call(admin, "POST", `/v1/showreels/${foreign.id}/share_links`, { name: "x" })).status).toBe(404);
    const hidden = await hiddenShowreel();
    expect((await call("viewer@demo.test", "GET", `/v1/showreels/${hidden.id}/share_links`)).status).toBe(404);
    const [foreignLink] = await db()
      .insert(shareLinks)
      .values({ id: "ForeignLinkForeignLink1", showreelId: foreign.id, clientId: foreign.clientId, name: "Theirs" })
      .returning();
    const patched = await call(admin, "PATCH", `/v1/share_links/${foreignLink!.id}`, { name: "Mine" });
    expect(patched.status).toBe(404);
    expect(patched.body.message).toBe(messages.shareLinkNotFound);
    expect((await call(admin, "POST", `/v1/share_links/${foreignLink!.id}/revoke`)).status).toBe(404);
    const [unchanged] = await db().select().from(shareLinks).where(eq(shareLinks.id, foreignLink!.id));
    expect(unchanged).toMatchObject({ name: "Theirs", revokedAt: null });
  });

  it("lists several named links, each revocable on its own, with events; the plain link then answers 404", async () => {
    const board = await createLink({ name: "Board", password: PASSWORD });
    const client = await createLink({ name: "Client team" });
    expect(board).toMatchObject({ has_password: true, state: "ACTIVE", path: `/public/showreels/v3/${board.id}` });
    expect(board.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // Named links are how the reel is shared from now on: the plain link stops.
    const plain = await page(publicId);
    expect(plain.status).toBe(404);
    expect(plain.html).not.toContain(TITLE);
    expect((await page(client.id)).status).toBe(200);

    const revoked = await call(admin, "POST", `/v1/share_links/${client.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.state).toBe("REVOKED");
    expect((await page(client.id)).status).toBe(404);
    expect((await page(board.id)).status).toBe(401);
    expect((await call(admin, "PATCH", `/v1/share_links/${client.id}`, { name: "Again" })).status).toBe(422);

    const list = await call(admin, "GET", `/v1/showreels/${showreelId}/share_links`);
    expect(list.status).toBe(200);
    const names = list.body.data.map((l: { name: string; state: string }) => `${l.name}:${l.state}`);
    expect(names).toEqual(expect.arrayContaining(["Board:ACTIVE", "Client team:REVOKED"]));
    expect(list.body.data.every((l: object) => !("password_hash" in l))).toBe(true);

    expect(await showreelEvents(showreelId, "share_link_created")).toHaveLength(3);
    expect(await showreelEvents(showreelId, "share_link_password_set")).toHaveLength(1);
    expect(await showreelEvents(showreelId, "share_link_revoked")).toHaveLength(1);
  });
});

describe("a protected share link's public page", () => {
  let link: { id: string };
  beforeAll(async () => {
    link = await createLink({ name: "Board (protected)", password: PASSWORD });
  });

  it("asks for the password on a page of its own that tells nothing of the reel", async () => {
    const locked = await page(link.id);
    expect(locked.status).toBe(401);
    expect(locked.html).toContain('<input id="share-password" name="password" type="password"');
    expect(locked.html).toContain('<meta name="robots" content="noindex">');
    for (const secret of [TITLE, "og:", "Three clips", "<video", "oembed"]) expect(locked.html).not.toContain(secret);
    const embed = await publicShowreelResponse(link.id, `/public/showreels/v3/${link.id}/embed`, true, null);
    expect(embed.status).toBe(401);
    expect(embed.html).not.toContain(TITLE);
  });

  it("gives crawlers, oEmbed, the poster and the public API nothing", async () => {
    const oembed = await app.request(
      `/api/oembed?${new URLSearchParams({ url: `http://localhost:4321/public/showreels/v3/${link.id}` })}`,
    );
    expect(oembed.status).toBe(404);
    expect(await oembed.text()).not.toContain(TITLE);
    expect((await app.request(`/api/v1/public/published_showreels/${link.id}`)).status).toBe(404);
    expect((await app.request(`/api/v1/public/published_showreels/${link.id}/poster.jpg`)).status).toBe(404);
  });

  it("refuses a wrong password, then sets a 12-hour cookie for this link only and shows the reel", async () => {
    const wrong = await submitPassword(link.id, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(messages.shareLinkPasswordWrong.replaceAll("'", "&#39;"));
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect((await submitPassword(link.id, "")).status).toBe(422);

    const right = await submitPassword(link.id, PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`/public/showreels/v3/${link.id}`);
    const setCookie = right.headers.get("set-cookie")!;
    expect(setCookie).toContain(`Path=/public/showreels/v3/${link.id}`);
    expect(setCookie).toContain("Max-Age=43200");
    expect(setCookie).toContain("HttpOnly");

    const open = await page(link.id, cookieOf(right));
    expect(open.status).toBe(200);
    expect(open.html).toContain(`<h1>${TITLE}</h1>`);
    expect(open.html).toContain('<meta name="robots" content="noindex">');

    // The cookie opens no other link, and is worthless when forged or once the password changes.
    const other = await createLink({ name: "Agency (protected)", password: PASSWORD });
    expect((await page(other.id, cookieOf(right))).status).toBe(401);
    const [, value] = cookieOf(right).split("=");
    const [expires] = value!.split(".");
    expect((await page(link.id, `${UNLOCK_COOKIE}=${Number(expires) + 3600}.${value!.split(".")[1]}`)).status).toBe(
      401,
    );
    const changed = await call(admin, "PATCH", `/v1/share_links/${link.id}`, { password: "a-new-board-phrase" });
    expect(changed.status).toBe(200);
    expect((await page(link.id, cookieOf(right))).status).toBe(401);
    expect((await submitPassword(link.id, "a-new-board-phrase")).status).toBe(303);
  });

  it("answers 429 after 10 tries a minute per link and address, and an unknown link exactly like a wrong password", async () => {
    const target = await createLink({ name: "Throttled", password: PASSWORD });
    // CPU time of this process (argon2 runs on its thread pool), not the wall clock: the suite's
    // other files share the cores, and a wall-clock comparison failed on a busy machine.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const timings = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 10; i++) {
      let started = cpuMs();
      expect((await submitPassword(target.id, `guess-${i}`, "203.0.113.9")).status).toBe(401);
      timings.wrong.push(cpuMs() - started);
      started = cpuMs();
      const unknown = await submitPassword("UnknownLinkUnknownLink", `guess-${i}`, "203.0.113.9");
      timings.unknown.push(cpuMs() - started);
      expect(unknown.status).toBe(401);
      expect(await unknown.text()).toContain(messages.shareLinkPasswordWrong.replaceAll("'", "&#39;"));
    }
    const limited = await submitPassword(target.id, PASSWORD, "203.0.113.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address still has its tries.
    expect((await submitPassword(target.id, PASSWORD, "203.0.113.10")).status).toBe(303);
    // The unknown link costs the same argon2 work (medians, so one odd request does not decide;
    // without the decoy hash an unknown link costs a small fraction of it).
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.5);
  });
});

describe("expiry and download", () => {
  it("answers the spec's 404 after the expiry, like an unpublished reel", async () => {
    const link = await createLink({ name: "Until Friday", expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await page(link.id)).status).toBe(200);
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    const gone = await page(link.id);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain(messages.publicShowreelMissing.replaceAll("'", "&#39;"));
    const list = await call(admin, "GET", `/v1/showreels/${showreelId}/share_links`);
    expect(list.body.data.find((l: { id: string }) => l.id === link.id).state).toBe("EXPIRED");
  });

  it("offers a download only on links that allow it", async () => {
    const allowed = await createLink({ name: "Agency download", allow_download: true });
    const plain = await createLink({ name: "No download" });
    // A rendered reel is what has a file to download.
    await db().$client.query(
      `update showreels set status = 'READY', video_asset_id = (select id from media_assets where kind = 'VIDEO' limit 1) where id = $1`,
      [showreelId],
    );
    const withDownload = await page(allowed.id);
    expect(withDownload.html).toContain("Download the showreel</a>");
    expect(withDownload.html).not.toContain('controlslist="nodownload"');
    const without = await page(plain.id);
    expect(without.html).toContain("<video");
    expect(without.html).not.toContain("Download the showreel");
    expect(without.html).toContain('controlslist="nodownload"');
    expect((await call(admin, "PATCH", `/v1/share_links/${plain.id}`, { allow_download: true })).status).toBe(200);
    expect((await page(plain.id)).html).toContain("Download the showreel</a>");
  });
});

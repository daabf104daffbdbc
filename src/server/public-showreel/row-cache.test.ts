import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { publishedShowreels, shareLinks, showreels } from "@/server/db/schema";
import { env } from "@/server/env";
import { publicShowreelResponse } from "./respond";
import { cachePublicShowreelRows, keptPublicShowreelRow } from "./row-cache";

// Another node of the portal: its own connection, writing as the product does.
let otherNode: pg.Client;
let cache: { stop(): Promise<void> };
let publicId: string;
let showreelId: number;
let clientId: number;

const title = async (id = publicId) => {
  const { status, html } = await publicShowreelResponse(id, `/public/showreels/v3/${id}`);
  return status === 200 ? /<h1>(.*?)<\/h1>/.exec(html)?.[1] : status;
};

/** Polls until the page shows `expected` (notifications arrive within milliseconds; a busy machine may take longer). */
async function eventually(expected: unknown, id = publicId): Promise<unknown> {
  const until = Date.now() + 5_000;
  let seen = await title(id);
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await title(id);
  }
  return seen;
}

beforeAll(async () => {
  const [link] = await db().select().from(publishedShowreels).limit(1);
  publicId = link!.id;
  showreelId = link!.showreelId;
  clientId = link!.clientId;
  await db().update(showreels).set({ title: "First", status: "READY" }).where(eq(showreels.id, showreelId));
  otherNode = new pg.Client({ connectionString: env().DATABASE_URL });
  await otherNode.connect();
  cache = cachePublicShowreelRows(env().DATABASE_URL!);
  // Listening once a row read is kept: the first view after that is served from memory.
  await new Promise((resolve) => setTimeout(resolve, 500));
});

afterAll(async () => {
  await cache.stop();
  await otherNode.end();
});

describe("published showreels' rows in memory", () => {
  it("serve views without the database until a change is announced, from any node", async () => {
    expect(await title()).toBe("First");
    // A write that bypasses the triggers (replica mode) is not announced: the kept row answers,
    // which shows views are served from memory.
    await otherNode.query("set session_replication_role = replica");
    await otherNode.query("update showreels set title = 'Unannounced' where id = $1", [showreelId]);
    await otherNode.query("set session_replication_role = origin");
    expect(await title()).toBe("First");
    // Any announced write of another node reaches this one.
    await otherNode.query("update showreels set title = 'Second' where id = $1", [showreelId]);
    expect(await eventually("Second")).toBe("Second");
  });

  it("answer 304 to a view that holds the current document, and the new document after an edit", async () => {
    const path = `/public/showreels/v3/${publicId}`;
    const first = await publicShowreelResponse(publicId, path);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await publicShowreelResponse(publicId, path, false, null, `W/${etag}`);
    expect(again.status).toBe(304);
    expect(again.html).toBe("");
    await otherNode.query("update showreels set title = 'Edited' where id = $1", [showreelId]);
    expect(await eventually("Edited", publicId)).toBe("Edited");
    const edited = await publicShowreelResponse(publicId, path, false, null, etag);
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it("stop answering a named link when its expiry passes, with no write at all", async () => {
    const linkId = "E".repeat(22);
    await db()
      .insert(shareLinks)
      .values({
        id: linkId,
        showreelId: showreelId,
        clientId: clientId,
        name: "Expiring",
        expiresAt: new Date(Date.now() + 1_500),
      });
    expect(typeof (await title(linkId))).toBe("string");
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await title(linkId)).toBe(404);
    await db().delete(shareLinks).where(eq(shareLinks.id, linkId));
  });

  it("forget a showreel when it is unpublished, or shared by a named link, on another node", async () => {
    expect(await title()).toBe("Edited");
    // A named link closes the plain one (the showreel's id is announced, not the link's).
    await otherNode.query(`insert into share_links (id, showreel_id, client_id, name) values ($1, $2, $3, 'Board')`, [
      "L".repeat(22),
      showreelId,
      clientId,
    ]);
    expect(await eventually(404)).toBe(404);
    expect(await eventually("Edited", "L".repeat(22))).toBe("Edited");
    await otherNode.query("delete from share_links where id = $1", ["L".repeat(22)]);
    expect(await eventually("Edited")).toBe("Edited");
    await otherNode.query("delete from published_showreels where id = $1", [publicId]);
    expect(await eventually(404)).toBe(404);
  });

  it("forget a shared participant video when another node unpublishes it or renames its study", async () => {
    const linkId = "V".repeat(22);
    const { rows } = await otherNode.query<{ id: string; study_id: string }>(
      "select id, study_id from interviews where client_id = $1 and published limit 1",
      [clientId],
    );
    const video = rows[0]!;
    await otherNode.query("insert into share_links (id, interview_id, client_id, name) values ($1, $2, $3, 'Board')", [
      linkId,
      video.id,
      clientId,
    ]);
    const study = async () =>
      /From the study “(.*?)”/.exec((await publicShowreelResponse(linkId, `/x/${linkId}`)).html)?.[1];
    const studyBecomes = async (expected: string) => {
      const until = Date.now() + 5_000;
      while ((await study()) !== expected && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return study();
    };
    // Kept once read after its own insert's announcement, which may arrive after the first read:
    // read until the row is in memory and still there a moment later.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const until = Date.now() + 5_000;
    for (;;) {
      await study();
      await pause(200);
      if (keptPublicShowreelRow(linkId) || Date.now() > until) break;
    }
    expect(keptPublicShowreelRow(linkId)).toBeDefined();
    const before = await study();
    expect(before).toBeTruthy();
    // Kept in memory: a write nobody announces does not show.
    await otherNode.query("set session_replication_role = replica");
    await otherNode.query("update studies set title = 'Unannounced' where id = $1", [video.study_id]);
    await otherNode.query("set session_replication_role = origin");
    expect(await study()).toBe(before);
    await otherNode.query("update studies set title = 'Renamed study' where id = $1", [video.study_id]);
    expect(await studyBecomes("Renamed study")).toBe("Renamed study");
    await otherNode.query("update interviews set published = false where id = $1", [video.id]);
    expect(await eventually(404, linkId)).toBe(404);
    await otherNode.query("update interviews set published = true where id = $1", [video.id]);
    expect(await studyBecomes("Renamed study")).toBe("Renamed study");
  });
});

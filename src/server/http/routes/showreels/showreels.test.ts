import { eq, ne } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { showreelRuleMessages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { quotes, segments, showreels } from "@/server/db/schema";
import { stopBoss } from "@/server/jobs/boss";
import {
  call,
  createShowreel,
  foreignShowreel,
  hiddenShowreel,
  showreelEvents,
  studyWithQuotes,
} from "@tests/fixtures/showreel-requests";

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";

describe("showreel API", () => {
  it("answers 401 without a session on every route but the public one", async () => {
    for (const [method, path] of [
      ["GET", "/v1/showreels"],
      ["GET", "/v3/showreels"],
      ["POST", "/v1/showreels"],
      ["POST", "/v3/showreels"],
      ["GET", "/v3/showreels/1"],
      ["GET", "/v1/showreels/1/quotes"],
      ["PATCH", "/v3/showreels/1"],
      ["DELETE", "/v1/showreels/1"],
      ["POST", "/v1/public/published_showreels"],
      ["GET", "/v1/published_showreels"],
      ["DELETE", "/v1/public/published_showreels/AAAAAAAAAAAAAAAAAAAAAA"],
    ]) {
      const body = method === "POST" || method === "PATCH" ? { title: "x" } : undefined;
      expect((await call(null, method!, path!, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("creates a custom showreel of quotes, queued CREATED, with its clips in order and an analytics event", async () => {
    const { ids, showreel, studyId } = await createShowreel();
    expect(showreel).toMatchObject({
      type: "CUSTOM",
      is_custom: true,
      status: "CREATED",
      study_id: studyId,
      title: "Checkout moments",
      quotes: ids.slice(0, 3),
      published: false,
      public_id: null,
      combined_url: null,
    });
    const clips = await call(admin, "GET", `/v1/showreels/${showreel.id}/quotes`);
    expect(clips.status).toBe(200);
    expect(clips.body.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 3));
    expect(clips.body.data[0]).toHaveProperty("participant.name");
    expect(await showreelEvents(showreel.id, "showreel_created")).toHaveLength(1);
    const { rows } = await db().$client.query(
      "select count(*)::int as n from pgboss.job where name = 'media.showreel-render' and data->>'showreelId' = $1",
      [String(showreel.id)],
    );
    expect(rows[0].n).toBe(1);
  });

  it("answers 422 for each creation rule", async () => {
    const { studyId, quoteIds } = await studyWithQuotes();
    const [other] = await db()
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.clientId, (await foreignShowreel()).clientId))
      .limit(1);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteIds[0]!));
    const [otherSegment] = await db()
      .select({ id: segments.id })
      .from(segments)
      .where(ne(segments.studyId, studyId))
      .limit(1);
    const cases: [unknown, string][] = [
      [{ study_id: studyId, title: "x", quotes: [] }, "quotes"],
      [{ study_id: studyId, title: "", quotes: quoteIds.slice(0, 1) }, "title"],
      [{ study_id: studyId, title: "x", quotes: [other!.id] }, "quotes.0"],
      [{ study_id: studyId, title: "x", quotes: [quoteIds[0], quoteIds[0]] }, "quotes.1"],
      [{ study_id: studyId, title: "x", quotes: [{ id: quoteIds[0], start: quote!.start - 5 }] }, "quotes.0"],
      [
        { study_id: studyId, title: "x", quotes: [{ id: quoteIds[0], start: quote!.start, end: quote!.start + 0.1 }] },
        "quotes.0",
      ],
      [{ study_id: (await foreignShowreel()).studyId, title: "x", quotes: quoteIds.slice(0, 1) }, "study_id"],
      [{ study_id: "abc", title: "x", quotes: quoteIds.slice(0, 1) }, "study_id"],
      [{ study_id: studyId, segment_id: otherSegment!.id, title: "x", quotes: quoteIds.slice(0, 1) }, "segment_id"],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await call(admin, "POST", "/v1/showreels", body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(answer.message).toBe("The given data was invalid.");
      expect(Object.keys(answer.errors), JSON.stringify(body)).toContain(field);
    }
  });

  it("reorders, trims and renames in a new revision, records the clip events, and refuses to delete the last clip", async () => {
    const { ids, showreel } = await createShowreel();
    const reordered = [ids[2]!, ids[0]!];
    const patched = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { quotes: reordered, title: "Renamed" });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ quotes: reordered, title: "Renamed", revision: 2, status: "CREATED" });
    expect(await showreelEvents(showreel.id, "clip_deleted")).toHaveLength(1);
    expect(await showreelEvents(showreel.id, "clip_moved")).toHaveLength(2);
    expect(await showreelEvents(showreel.id, "showreel_edited")).toHaveLength(1);

    const last = await call(admin, "PATCH", `/v1/showreels/${showreel.id}`, { quotes: [] });
    expect(last.status).toBe(422);
    expect(last.body.errors.quotes).toEqual([showreelRuleMessages.lastQuote]);
    expect((await call(admin, "GET", `/v1/showreels/${showreel.id}`)).body.data.quotes).toEqual(reordered);
    expect((await call(admin, "PATCH", `/v1/showreels/${showreel.id}`, { title: "" })).status).toBe(422);
    expect((await call(admin, "PATCH", `/v1/showreels/${showreel.id}`, { quotes: [0] })).status).toBe(422);
  });

  it("changes captions and their language in a new revision (rendered again), and refuses unknown ones", async () => {
    const { showreel } = await createShowreel();
    expect(showreel).toMatchObject({ captions: "TRACK", caption_language: "en", revision: 1 });
    const burned = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, {
      captions: "BURNED",
      caption_language: "original",
    });
    expect(burned.status).toBe(200);
    expect(burned.body.data).toMatchObject({
      captions: "BURNED",
      caption_language: "original",
      revision: 2,
      status: "CREATED",
    });
    const [edited] = await showreelEvents(showreel.id, "showreel_edited");
    expect(edited!.properties).toMatchObject({ fields: ["captions", "caption_language"] });
    // The same captions again: nothing to render.
    const same = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { captions: "BURNED" });
    expect(same.body.data.revision).toBe(2);
    for (const body of [{ captions: "SUBTITLES" }, { caption_language: "da" }, { captions: null }]) {
      const refused = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(Object.keys(body));
    }
    expect((await call(admin, "GET", `/v3/showreels/${showreel.id}`)).body.data.captions).toBe("BURNED");
  });

  it("turns title and end cards on in a new revision, renders again for a new title only while they are on", async () => {
    const { showreel } = await createShowreel();
    expect(showreel).toMatchObject({ cards: false, revision: 1 });
    const renamed = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { title: "Without cards" });
    expect(renamed.body.data).toMatchObject({ title: "Without cards", revision: 1 });
    const carded = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { cards: true });
    expect(carded.status).toBe(200);
    expect(carded.body.data).toMatchObject({ cards: true, revision: 2, status: "CREATED" });
    // The title card shows the title: a new one is a new picture.
    const retitled = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { title: "With cards" });
    expect(retitled.body.data).toMatchObject({ title: "With cards", revision: 3 });
    const described = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { description: "Not on a card" });
    expect(described.body.data.revision).toBe(3);
    for (const body of [{ cards: "yes" }, { cards: null }]) {
      const refused = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(["cards"]);
    }
    expect((await call(admin, "GET", `/v3/showreels/${showreel.id}`)).body.data.cards).toBe(true);
  });

  it("trims a clip inside its quote in a new revision (one showreel edited event), and refuses a trim outside it", async () => {
    const { ids, showreel } = await createShowreel();
    const [first] = await db().select().from(quotes).where(eq(quotes.id, ids[0]!));
    const start = first!.start + 0.5;
    const end = first!.end - 0.3;
    const clips = [{ id: ids[0]!, start, end }, ids[1]!, ids[2]!];
    const trimmed = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { quotes: clips });
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.data).toMatchObject({ quotes: ids.slice(0, 3), revision: 2, status: "CREATED" });
    const listed = await call(admin, "GET", `/v3/showreels/${showreel.id}/quotes`);
    expect(listed.body.data[0]).toMatchObject({ id: ids[0], start: first!.start, clip_start: start, clip_end: end });
    const edited = await showreelEvents(showreel.id, "showreel_edited");
    expect(edited.map((e) => e.properties.fields)).toEqual([["trims"]]);
    expect(await showreelEvents(showreel.id, "clip_moved")).toHaveLength(0);

    // Sending the trims again, or a quote's own bounds in place of none, is no edit.
    const [second] = await db().select().from(quotes).where(eq(quotes.id, ids[1]!));
    const same = [clips[0]!, { id: ids[1]!, start: second!.start, end: second!.end }, ids[2]!];
    expect((await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { quotes: same })).status).toBe(200);
    expect(await showreelEvents(showreel.id, "showreel_edited")).toHaveLength(1);

    for (const bad of [
      { id: ids[0]!, start: first!.start - 1 },
      { id: ids[0]!, end: first!.end + 1 },
      { id: ids[0]!, start: first!.start + 1, end: first!.start + 1.2 },
      { id: ids[0]!, start: -1 },
    ]) {
      const refused = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { quotes: [bad, ids[1]!] });
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(refused.body.message).toBe("The given data was invalid.");
      expect(Object.keys(refused.body.errors)[0], JSON.stringify(bad)).toMatch(/^quotes\.0/);
    }
    const { status, body } = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, {
      quotes: [{ id: ids[0]!, start: first!.start - 1 }, ids[1]!],
    });
    expect(status).toBe(422);
    expect(body.errors["quotes.0"]).toEqual([showreelRuleMessages.clipSpan]);
    // The refused writes changed nothing.
    const after = await call(admin, "GET", `/v3/showreels/${showreel.id}/quotes`);
    expect(after.body.data.map((c: { clip_start: number }) => c.clip_start)[0]).toBe(start);
    expect(after.body.data).toHaveLength(3);
  });

  it("records one clip added, and nothing else, when a quote is appended as the quotes page does", async () => {
    const { studyId, quoteIds } = await studyWithQuotes();
    const { showreel } = await createShowreel(quoteIds.slice(0, 2));
    const clips = (await call(admin, "GET", `/v3/showreels/${showreel.id}/quotes`)).body.data as {
      id: number;
      clip_start: number;
      clip_end: number;
    }[];
    const kept = clips.map((c) => ({ id: c.id, start: c.clip_start, end: c.clip_end }));
    const added = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { quotes: [...kept, quoteIds[2]!] });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ study_id: studyId, quotes: quoteIds.slice(0, 3), revision: 2 });
    const events = await showreelEvents(showreel.id, "clip_added");
    expect(events.map((e) => e.properties.quote_id)).toEqual([quoteIds[2]]);
    for (const name of ["clip_moved", "clip_deleted", "showreel_edited"]) {
      expect(await showreelEvents(showreel.id, name), name).toHaveLength(0);
    }
  });

  it("refuses changes to a showreel that does not count as custom", async () => {
    const { showreel } = await createShowreel();
    await db()
      .update(showreels)
      .set({ type: "CURATED", createdAt: new Date("2021-05-01T00:00:00Z") })
      .where(eq(showreels.id, showreel.id));
    const got = await call(admin, "GET", `/v3/showreels/${showreel.id}`);
    expect(got.body.data).toMatchObject({ type: "CURATED", is_custom: false });
    expect((await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { title: "New" })).status).toBe(422);
    expect((await call(admin, "DELETE", `/v3/showreels/${showreel.id}`)).status).toBe(422);
  });

  it("answers 403 to a viewer who tries to create, change or delete", async () => {
    const { showreel, ids, studyId } = await createShowreel();
    const viewer = "viewer@demo.test";
    expect(
      (await call(viewer, "POST", "/v3/showreels", { study_id: studyId, title: "x", quotes: ids.slice(0, 1) })).status,
    ).toBe(403);
    const [visible] = await db()
      .select({ id: showreels.id })
      .from(showreels)
      .where(eq(showreels.clientId, showreel.client_id));
    const seen = await call(viewer, "GET", `/v3/showreels?limit=100`);
    const visibleId = seen.body.data[0]?.id ?? visible!.id;
    expect((await call(viewer, "PATCH", `/v3/showreels/${visibleId}`, { title: "x" })).status).toBe(403);
    expect((await call(viewer, "PATCH", `/v3/showreels/${visibleId}`, { captions: "BURNED" })).status).toBe(403);
    expect((await call(viewer, "PATCH", `/v3/showreels/${visibleId}`, { cards: true })).status).toBe(403);
    expect((await call(viewer, "PATCH", `/v3/showreels/${visibleId}`, { caption_language: "original" })).status).toBe(
      403,
    );
    expect((await call(viewer, "DELETE", `/v3/showreels/${visibleId}`)).status).toBe(403);
  });

  it("answers 404 for another client's showreel, one in a project the member may not see and a missing one; 422 for a malformed id", async () => {
    const foreign = await foreignShowreel();
    for (const [method, path] of [
      ["GET", `/v3/showreels/${foreign.id}`],
      ["GET", `/v3/showreels/${foreign.id}/quotes`],
      ["PATCH", `/v1/showreels/${foreign.id}`],
      ["DELETE", `/v1/showreels/${foreign.id}`],
      ["GET", `/v1/showreels/999999999`],
    ]) {
      const body = method === "PATCH" ? { title: "x" } : undefined;
      expect((await call(admin, method!, path!, body)).status, path).toBe(404);
    }
    const hidden = await hiddenShowreel();
    expect((await call(admin, "GET", `/v3/showreels/${hidden.id}`)).status).toBe(200);
    const routes = (id: string | number) => [
      ["GET", `/v1/showreels/${id}`],
      ["GET", `/v1/showreels/${id}/quotes`],
      ["PATCH", `/v3/showreels/${id}`],
      ["DELETE", `/v3/showreels/${id}`],
    ];
    for (const [method, path] of routes(hidden.id)) {
      const body = method === "PATCH" ? { title: "x" } : undefined;
      expect((await call("viewer@demo.test", method!, path!, body)).status, `hidden ${method} ${path}`).toBe(404);
    }
    for (const [id, status] of [
      [999999999, 404],
      ["abc", 422],
      ["-1", 422],
    ] as const) {
      for (const [method, path] of routes(id)) {
        const body = method === "PATCH" ? { title: "x" } : undefined;
        expect((await call(admin, method!, path!, body)).status, `${method} ${path}`).toBe(status);
      }
    }
    expect((await call(admin, "GET", `/v3/showreels/${hidden.id}`)).status, "still there").toBe(200);
  });
});

import { eq, ne } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { insights, projects, publishedShowreels, showreels, studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { stopBoss } from "@/server/jobs/boss";
import { call, foreignShowreel, studyWithQuotes } from "@tests/fixtures/showreel-requests";

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";

async function newShowreel() {
  const { studyId, quoteIds } = await studyWithQuotes();
  const { body } = await call(admin, "POST", "/v3/showreels", {
    study_id: studyId,
    title: "Public",
    quotes: quoteIds.slice(0, 2),
  });
  // Stand in for the render job: the public answer carries media only once READY.
  await db().update(showreels).set({ status: "READY", videoAssetId: null }).where(eq(showreels.id, body.data.id));
  return body.data as { id: number; study_id: number };
}

describe("published showreels", () => {
  it("publishes with an unguessable id, shows it without login, lists it, and unpublishes at once", async () => {
    const showreel = await newShowreel();
    const published = await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreel.id });
    expect(published.status).toBe(201);
    const id = published.body.data.id as string;
    expect(Buffer.from(id, "base64url")).toHaveLength(16);
    expect(published.body.data.path).toBe(`/public/showreels/v3/${id}`);
    const again = await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreel.id });
    expect(again.body.data.id).toBe(id);

    const open = await call(null, "GET", `/v1/public/published_showreels/${id}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ id, title: "Public", status: "READY" });
    expect((await call(admin, "GET", `/v3/showreels/${showreel.id}`)).body.data).toMatchObject({
      published: true,
      public_id: id,
    });
    const listed = await call(admin, "GET", `/v1/published_showreels?study_id=${showreel.study_id}`);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(id);

    expect((await call(admin, "DELETE", `/v1/public/published_showreels/${id}`)).status).toBe(204);
    const closed = await call(null, "GET", `/v1/public/published_showreels/${id}`);
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe(messages.publicShowreelMissing);
    expect((await call(admin, "GET", `/v3/showreels/${showreel.id}`)).body.data).toMatchObject({
      published: false,
      public_id: null,
    });
  });

  it("publishes and unpublishes through PATCH published", async () => {
    const showreel = await newShowreel();
    const on = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { published: true });
    expect(on.body.data.published).toBe(true);
    const id = on.body.data.public_id as string;
    expect((await call(null, "GET", `/v1/public/published_showreels/${id}`)).status).toBe(200);
    const off = await call(admin, "PATCH", `/v3/showreels/${showreel.id}`, { published: false });
    expect(off.body.data.published).toBe(false);
    expect((await call(null, "GET", `/v1/public/published_showreels/${id}`)).status).toBe(404);
  });

  it("answers 403 without publish_videos, 404 for another client's showreel or link, 422 for bad input", async () => {
    const showreel = await newShowreel();
    const researcher = "researcher@demo.test";
    expect(
      (await call(researcher, "POST", "/v1/public/published_showreels", { showreel_id: showreel.id })).status,
    ).toBe(403);
    expect((await call(researcher, "PATCH", `/v3/showreels/${showreel.id}`, { published: true })).status).toBe(403);
    const { body } = await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: showreel.id });
    expect((await call(researcher, "DELETE", `/v1/public/published_showreels/${body.data.id}`)).status).toBe(403);

    const foreign = await foreignShowreel();
    const adminContext = await contextOf(admin);
    expect((await call(admin, "POST", "/v1/public/published_showreels", { showreel_id: foreign.id })).status).toBe(404);
    const foreignLink = "F".repeat(22);
    await db()
      .insert(publishedShowreels)
      .values({ id: foreignLink, showreelId: foreign.id, clientId: foreign.clientId, studyId: foreign.studyId });
    expect((await call(admin, "DELETE", `/v1/public/published_showreels/${foreignLink}`)).status).toBe(404);
    expect((await call(null, "GET", `/v1/public/published_showreels/${foreignLink}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `/v1/public/published_showreels/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);

    for (const input of [{}, { showreel_id: "x" }, { indexable: "yes", showreel_id: showreel.id }]) {
      expect((await call(admin, "POST", "/v1/public/published_showreels", input)).status, JSON.stringify(input)).toBe(
        422,
      );
    }
    // Another client's project or insight is not stored on the link.
    const second = await newShowreel();
    const [foreignProject] = await db()
      .select()
      .from(projects)
      .where(ne(projects.clientId, adminContext.clientId))
      .limit(1);
    const [foreignInsight] = await db()
      .select({ id: insights.id })
      .from(insights)
      .innerJoin(studies, eq(studies.id, insights.studyId))
      .where(ne(studies.clientId, adminContext.clientId))
      .limit(1);
    for (const [field, value] of [
      ["project_id", foreignProject!.id],
      ["insight_id", foreignInsight!.id],
    ] as const) {
      const refused = await call(admin, "POST", "/v1/public/published_showreels", {
        showreel_id: second.id,
        [field]: value,
      });
      expect(refused.status, field).toBe(422);
      expect(refused.body.errors[field]).toEqual([`The selected ${field.replace("_id", "")} is invalid.`]);
    }
    expect(await db().select().from(publishedShowreels).where(eq(publishedShowreels.showreelId, second.id))).toEqual(
      [],
    );
    expect((await call(null, "GET", "/v1/public/published_showreels/short")).status).toBe(404);
    for (const query of ["page=0", "per_page=0", "per_page=101", "page=x"]) {
      expect((await call(admin, "GET", `/v1/published_showreels?${query}`)).status, query).toBe(422);
    }
  });
});

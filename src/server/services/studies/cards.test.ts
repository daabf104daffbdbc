import { describe, expect, it } from "vitest";
import { type StudyCard, type StudyListQuery, type StudySummary, studyListQuerySchema } from "@/lib/schemas/study";
import { eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { studyCardPage } from "./cards";
import { listStudies } from "./list";

// What the API's summaries say of the card fields: the page and GET /api/v3/studies must agree.
const asCard = (s: StudySummary): StudyCard => ({
  id: s.id,
  title: s.title,
  status: s.status,
  display_status_code: s.display_status_code,
  created_at: s.created_at,
  project: s.project,
  counts: { interviews: s.counts.interviews, quotes: s.counts.quotes, insights: s.counts.insights },
});

async function bothPages(email: string, query: Partial<StudyListQuery>) {
  const context = await contextOf(email);
  const parsed = studyListQuerySchema.parse({ limit: 24, ...query });
  const cards = await studyCardPage(db(), context, parsed);
  const summaries = await listStudies(db(), context, parsed);
  return { cards, summaries };
}

describe("the study list page's cards", () => {
  it("are the API's studies, in its order, with the card fields it gives", async () => {
    for (const email of ["admin@demo.test", "viewer@demo.test", "researcher@demo.test"]) {
      const { cards, summaries } = await bothPages(email, {});
      expect(cards.data.length, email).toBeGreaterThan(0);
      expect(cards, email).toEqual({ data: summaries.data.map(asCard), meta: summaries.meta });
    }
  });

  it("page with the API's cursor and apply its filters", async () => {
    const first = await bothPages("admin@demo.test", { limit: 3 });
    expect(first.cards.meta.next_cursor).not.toBeNull();
    expect(first.cards.meta).toEqual(first.summaries.meta);
    const second = await bothPages("admin@demo.test", { limit: 3, cursor: first.cards.meta.next_cursor! });
    expect(second.cards).toEqual({ data: second.summaries.data.map(asCard), meta: second.summaries.meta });
    expect(second.cards.data.map((c) => c.id)).not.toContain(first.cards.data[0]!.id);

    const searched = await bothPages("admin@demo.test", { q: first.cards.data[0]!.title.slice(0, 12) });
    expect(searched.cards.data.map((c) => c.id)).toContain(first.cards.data[0]!.id);
    expect(searched.cards.data).toEqual(searched.summaries.data.map(asCard));
  });

  it("keep titles with quotes, backslashes and line breaks as they are", async () => {
    const context = await contextOf("admin@demo.test");
    const [study] = await db().select().from(studies).where(eq(studies.clientId, context.clientId)).limit(1);
    const title = 'A "quoted" \\ title\nwith </script> in it';
    await db().update(studies).set({ title }).where(eq(studies.id, study!.id));
    const { cards } = await bothPages("admin@demo.test", { limit: 100 });
    expect(cards.data.find((c) => c.id === study!.id)?.title).toBe(title);
  });
});

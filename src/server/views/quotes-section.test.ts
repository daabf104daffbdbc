import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { quotes, studies } from "@/server/db/schema";
import { listQuotes } from "@/server/services/quotes/quotes";
import { contextOf } from "@tests/fixtures/contexts";
import { quotesSection } from "./quotes-section";
import { studyOfPage } from "./study-page";

describe("a study's quotes page", () => {
  it("says how many quotes the study has, from the count its header read, as the API counts them", async () => {
    const admin = await contextOf("admin@demo.test");
    const [withQuotes] = await db()
      .select({ id: studies.id, n: count() })
      .from(studies)
      .innerJoin(quotes, eq(quotes.studyId, studies.id))
      .where(eq(studies.clientId, admin.clientId))
      .groupBy(studies.id)
      .limit(1);
    const study = (await studyOfPage(admin, withQuotes!.id))!;
    const view = await quotesSection(admin, { studyId: study.id, studyQuotes: study.counts.quotes }, {});
    const api = await listQuotes(db(), admin, { study_id: study.id, limit: 20, search_mode: "all" });
    expect(view.page.meta.total).toBe(withQuotes!.n);
    expect(view.page.meta).toMatchObject({ total: api.meta.total, total_capped: false });
    expect(view.page.data.map((q) => q.id)).toEqual(api.data.slice(0, view.page.data.length).map((q) => q.id));
  });
});

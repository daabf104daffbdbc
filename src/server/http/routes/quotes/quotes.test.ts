import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Quote } from "@/lib/schemas/quote";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { apiGet, expectScoped, scopedIds } from "@tests/fixtures/research-scope";

type ListBody = {
  data: Quote[];
  meta: { next_cursor: string | null; limit: number; total: number; total_capped: boolean };
};
const list = (query: string, email: string | null = "admin@demo.test") =>
  apiGet<ListBody>(email, `/api/v3/quotes${query}`);

/** The pages of a list, following their cursors until `enough` quotes came or none are left: the ids in order and each page's meta. */
async function pagesOf(query: string, enough: number) {
  const ids: number[] = [];
  const metas: ListBody["meta"][] = [];
  let cursor: string | null = null;
  do {
    const { body } = await list(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
    ids.push(...body.data.map((q) => q.id));
    metas.push(body.meta);
    cursor = body.meta.next_cursor;
  } while (cursor !== null && ids.length < enough);
  return { ids, metas };
}

/** A completed study of the admin's client with the most quotes. */
async function richStudy() {
  const admin = await contextOf("admin@demo.test");
  const { rows } = await db().execute<{ study_id: string }>(
    sql`select study_id from quotes where client_id = ${admin.clientId} group by study_id order by count(*) desc limit 1`,
  );
  return Number(rows[0]!.study_id);
}

/** Adds `count` quotes to the study (copies of one of its quotes, with `content(g)` for g = 1…count); their ids in order. */
async function addQuotes(studyId: number, count: number, content: (g: SQL) => SQL): Promise<number[]> {
  const { rows } = await db().execute<{ id: string }>(sql`
    insert into quotes (client_id, study_id, segment_id, interview_id, participant_id, task_id, content, start, "end")
    select s.client_id, s.study_id, s.segment_id, s.interview_id, s.participant_id, s.task_id, ${content(sql`g`)}, 1, 2
      from (select * from quotes where study_id = ${studyId} limit 1) s cross join generate_series(1, ${count}) g
     order by g returning id`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

describe("GET /api/v3/quotes", () => {
  it("answers 401 without a session", async () => {
    expect((await list("", null)).status).toBe(401);
  });

  it("lists a study's quotes in interview order with participant, task and segment", async () => {
    const studyId = await richStudy();
    const { status, body } = await list(`?study_id=${studyId}&limit=100`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(5);
    expect(body.data.every((q) => q.study_id === studyId)).toBe(true);
    const ids = body.data.map((q) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const quote = body.data[0]!;
    expect(quote.participant.name).toBeTruthy();
    expect(quote.task?.text).toBeTruthy();
    expect(quote.segment?.id).toBeGreaterThan(0);
    expect(quote.end).toBeGreaterThan(quote.start);
    expect(quote.highlight).not.toContain("<mark>");
  });

  it("searches with ranking and marks the matched words in escaped HTML", async () => {
    const studyId = await richStudy();
    const all = (await list(`?study_id=${studyId}&limit=100`)).body.data;
    const word = all[0]!.content.split(/\W+/).find((w) => w.length > 5)!;
    const { status, body } = await list(`?study_id=${studyId}&limit=100&search=${encodeURIComponent(word)}`);
    expect(status).toBe(200);
    expect(body.data.map((q) => q.id)).toContain(all[0]!.id);
    for (const quote of body.data) {
      expect(quote.highlight).toMatch(/<mark>[^<]+<\/mark>/);
      expect(quote.highlight.replace(/<\/?mark>/g, "")).not.toMatch(/<|>/);
    }
    const none = await list(`?study_id=${studyId}&search=zzqxjv`);
    expect(none.body.data).toEqual([]);
  });

  it("escapes the quote's text (and drops control characters) before marking matches", async () => {
    const studyId = await richStudy();
    const { rows } = await db().execute<{ id: string }>(sql`
      insert into quotes (client_id, study_id, segment_id, interview_id, participant_id, task_id, content, start, "end")
      select client_id, study_id, segment_id, interview_id, participant_id, task_id,
             ${"<img src=x onerror=alert(1)> Sour & \u0001tangy <b>zest</b>"}, 1, 2
        from quotes where study_id = ${studyId} limit 1 returning id`);
    const { body } = await list(`?study_id=${studyId}&search=tangy+zest&quote_ids=${rows[0]!.id}`);
    expect(body.data[0]!.highlight).toBe(
      "&lt;img src=x onerror=alert(1)&gt; Sour &amp; <mark>tangy</mark> &lt;b&gt;<mark>zest</mark>&lt;/b&gt;",
    );
  });

  it("combines words as search_mode says", async () => {
    const studyId = await richStudy();
    const count = async (search: string, mode: string) =>
      (await list(`?study_id=${studyId}&limit=100&search=${encodeURIComponent(search)}&search_mode=${mode}`)).body.data
        .length;
    const a = "price";
    const b = "packaging";
    const any = await count(`${a} ${b}`, "any");
    const all = await count(`${a} ${b}`, "all");
    expect(any).toBeGreaterThanOrEqual(await count(a, "all"));
    expect(all).toBeLessThanOrEqual(any);
    expect(await count(`${b} ${a} zzqxjv`, "all")).toBe(0);
    expect(await count(`${b} ${a} zzqxjv`, "any")).toBe(any);
    expect(await count("the price", "phrase")).toBeLessThanOrEqual(await count("the price", "all"));
  });

  it("pages ranked results with a cursor without gaps or repeats", async () => {
    const admin = await contextOf("admin@demo.test");
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from quotes where client_id = ${admin.clientId} and search @@ websearch_to_tsquery('english', 'like')`,
    );
    const whole = (await list("?search=like&limit=100")).body.data.map((q) => q.id);
    expect(whole.length).toBe(Math.min(100, rows[0]!.n));
    const { ids: seen } = await pagesOf("?search=like&limit=7", whole.length);
    expect(seen.slice(0, whole.length)).toEqual(whole);
  });

  it("counts the matching quotes, and stops counting at the cap", async () => {
    const studyId = await richStudy();
    const admin = await contextOf("admin@demo.test");
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from quotes where client_id = ${admin.clientId} and search @@ websearch_to_tsquery('english', 'price')`,
    );
    const priced = (await list("?search=price&limit=5")).body.meta;
    const n = rows[0]!.n;
    expect(priced).toMatchObject({
      total: Math.min(n, QUOTE_SEARCH.rankWindow),
      total_capped: n > QUOTE_SEARCH.rankWindow,
    });
    const inStudy = (await list(`?study_id=${studyId}&limit=5`)).body;
    const { rows: studyRows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from quotes where study_id = ${studyId}`,
    );
    expect(inStudy.meta).toMatchObject({ total: studyRows[0]!.n, total_capped: false });

    await addQuotes(studyId, QUOTE_SEARCH.countCap + 1, () => sql`'Zygomorphic flowers, number ' || g`);
    const many = await list("?search=zygomorphic&limit=5");
    expect(many.status).toBe(200);
    expect(many.body.meta).toMatchObject({ total: QUOTE_SEARCH.rankWindow, total_capped: true });
    // A whole study is counted exactly, from the count the database keeps; other lists to the cap.
    const wholeStudy = (await list(`?study_id=${studyId}&limit=5`)).body.meta;
    expect(wholeStudy).toMatchObject({ total: studyRows[0]!.n + QUOTE_SEARCH.countCap + 1, total_capped: false });
    const client = (await list(`?limit=5`)).body.meta;
    expect(client).toMatchObject({ total: QUOTE_SEARCH.countCap, total_capped: true });
    expect(many.body.data).toHaveLength(5);
    // Past the first window of many matches, pages go on without repeats, newest window first.
    const { ids: seen } = await pagesOf("?search=zygomorphic&limit=100", 1200);
    expect(new Set(seen).size).toBe(1200);
    expect(Math.min(...seen.slice(0, QUOTE_SEARCH.rankWindow))).toBeGreaterThan(
      Math.max(...seen.slice(QUOTE_SEARCH.rankWindow)),
    );
  });

  it("ranks the newest window of matches first, then the next older window, paging through every match", async () => {
    const studyId = await richStudy();
    const matches = 2.5 * QUOTE_SEARCH.rankWindow;
    // The oldest match says the word three times, a match in the newest window twice: each leads its window.
    const ids = await addQuotes(
      studyId,
      matches,
      (g) => sql`case ${g} when 1 then 'Quokka, quokka, quokka!'
        when ${matches - 500} then 'A quokka and another quokka' else 'One quokka, number ' || ${g} end`,
    );
    const { ids: seen, metas } = await pagesOf("?search=quokka&limit=100", matches + 1);
    for (const meta of metas) expect(meta).toMatchObject({ total: QUOTE_SEARCH.rankWindow, total_capped: true });
    expect(seen).toHaveLength(matches);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen[0]).toBe(ids[matches - 501]);
    expect(seen[2 * QUOTE_SEARCH.rankWindow]).toBe(ids[0]);
    // Within a window, ties come newest first.
    expect(seen.slice(1, 100)).toEqual([...seen.slice(1, 100)].sort((a, b) => b - a));
  });

  it("finds every match when the newest quotes hold too few of them, in one study, newest window first", async () => {
    const studyId = await richStudy();
    // Oldest first: a window's worth of matches, then more plain quotes than the walk reads, then
    // the newest quotes with a match in twenty: enough to try the walk, too few to fill a window.
    const old = QUOTE_SEARCH.rankWindow;
    const plain = QUOTE_SEARCH.walkRows;
    const recent = 2000;
    const ids = await addQuotes(
      studyId,
      old + plain + recent,
      (g) => sql`case when ${g} <= ${old} or (${g} > ${old + plain} and ${g} % 20 = 0)
        then 'A xylophone, number ' || ${g} else 'Plain words ' || ${g} end`,
    );
    const sparse = ids.filter((_, index) => index < old || (index >= old + plain && (index + 1) % 20 === 0));
    const matches = sparse.length;
    const { ids: seen, metas } = await pagesOf(`?search=xylophone&study_id=${studyId}&limit=100`, matches + 1);
    for (const meta of metas) expect(meta).toMatchObject({ total: QUOTE_SEARCH.rankWindow, total_capped: true });
    expect(seen).toHaveLength(matches);
    expect(new Set(seen)).toEqual(new Set(sparse));
    expect(Math.min(...seen.slice(0, QUOTE_SEARCH.rankWindow))).toBeGreaterThan(
      Math.max(...seen.slice(QUOTE_SEARCH.rankWindow)),
    );
    // The same word in another study of the client is none of these.
    const { rows } = await db().execute<{ id: string }>(
      sql`select s.id from studies s join quotes q on q.study_id = s.id where s.id <> ${studyId}
        and s.client_id = (select client_id from studies where id = ${studyId}) limit 1`,
    );
    const elsewhere = (await list(`?search=xylophone&study_id=${rows[0]!.id}`)).body.meta;
    expect(elsewhere).toMatchObject({ total: 0, total_capped: false });
  });

  it("finds a rare word's every match in one read when the newest quotes show it is rare", async () => {
    const studyId = await richStudy();
    // Oldest first: a few matches, then more plain quotes than the probe reads (none match).
    const rare = 12;
    const ids = await addQuotes(
      studyId,
      rare + 2500,
      (g) => sql`case when ${g} <= ${rare} then 'A yodeller, number ' || ${g} else 'Plain words ' || ${g} end`,
    );
    const { body } = await list(`?search=yodeller&study_id=${studyId}&limit=100`);
    expect(body.meta).toMatchObject({ total: rare, total_capped: false, next_cursor: null });
    expect(body.data.map((quote) => quote.id)).toEqual(ids.slice(0, rare).reverse());
  });

  it("filters by task with its subtasks, subtask, segment, objective and quote ids", async () => {
    const studyId = await richStudy();
    const all = (await list(`?study_id=${studyId}&limit=100`)).body.data;
    const sample = all.find((q) => q.task)!;
    const byTask = (await list(`?study_id=${studyId}&limit=100&task_ids=${sample.task!.id}`)).body.data;
    expect(byTask.length).toBeGreaterThan(0);
    expect(byTask.every((q) => q.task!.id === sample.task!.id || q.task!.parent_id === sample.task!.id)).toBe(true);
    const bySubtask = (await list(`?limit=100&subtask_ids=${sample.task!.id}`)).body.data;
    expect(bySubtask.every((q) => q.task!.id === sample.task!.id)).toBe(true);
    const bySegment = (await list(`?limit=100&segment_ids=${sample.segment!.id}`)).body.data;
    expect(bySegment.length).toBeGreaterThan(0);
    expect(bySegment.every((q) => q.segment!.id === sample.segment!.id)).toBe(true);
    const { rows } = await db().execute<{ objective_id: string }>(
      sql`select sec.objective_id from tasks t left join tasks p on p.id = t.parent_id
          join sections sec on sec.id = coalesce(t.section_id, p.section_id) where t.id = ${sample.task!.id}`,
    );
    const objectiveId = Number(rows[0]!.objective_id);
    const byObjective = (await list(`?limit=100&objective_ids=${objectiveId}`)).body.data;
    expect(byObjective.map((q) => q.id)).toContain(sample.id);
    const byQuestion = (await list(`?limit=100&business_question_ids=${objectiveId}`)).body.data;
    expect(byQuestion.map((q) => q.id)).toEqual(byObjective.map((q) => q.id));
    const byIds = (await list(`?quote_ids=${all[0]!.id},${all[1]!.id}`)).body.data;
    expect(byIds.map((q) => q.id)).toEqual([all[0]!.id, all[1]!.id]);
  });

  it("never shows another client's quotes or a hidden project's", async () => {
    const ids = await scopedIds("quotes");
    expect((await list(`?quote_ids=${ids.foreign}`)).body.data).toEqual([]);
    expect((await list(`?quote_ids=${ids.hidden}`, "viewer@demo.test")).body.data).toEqual([]);
    expect((await list(`?quote_ids=${ids.shown}`, "viewer@demo.test")).body.data).toHaveLength(1);
  });

  it("answers 422 for a bad cursor, limit, id list, mode or a cursor of another search", async () => {
    const first = await list("?search=like&limit=2");
    for (const query of [
      "?cursor=not-a-cursor",
      "?limit=0",
      "?limit=101",
      "?task_ids=1,x",
      "?segment_ids=-3",
      "?study_id=abc",
      "?search_mode=some",
      `?cursor=${first.body.meta.next_cursor}`,
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(422);
      expect(body.message).toBe("The given data was invalid.");
    }
  });
});

describe("GET /api/v3/quotes/{id}", () => {
  it("returns a visible quote and 404 for another client's, a hidden project's or an unknown one", async () => {
    const ids = await scopedIds("quotes");
    const statuses = await expectScoped((id) => `/api/v3/quotes/${id}`, ids);
    expect(statuses).toEqual({ foreign: 404, hidden: 404, shown: 200, missing: 404 });
    const { body } = await apiGet<{ data: Quote }>("viewer@demo.test", `/api/v3/quotes/${ids.shown}`);
    expect(body.data.id).toBe(ids.shown);
  });

  it("answers 401 without a session and 422 for a malformed id", async () => {
    expect((await apiGet(null, "/api/v3/quotes/1")).status).toBe(401);
    expect((await apiGet("admin@demo.test", "/api/v3/quotes/abc")).status).toBe(422);
  });
});

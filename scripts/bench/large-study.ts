import type pg from "pg";
import type { Measurement } from "./foundation";
import { insertGeneratedQuotes } from "./quote-generator";
import type { BaselineOptions } from "./server";
import { alternatedP95, type Target, withServerAndBaseline } from "./with-baseline";

/** The sizes of one study, with the quotes page's p95 budget at each. */
const SIZES = [
  { quotes: 57_000, budgetMs: 50 },
  { quotes: 1_000_000, budgetMs: 200 },
];
/** Timed requests per page, server and size, after the warm-up rounds of alternatedP95. */
const RUNS = 40;
/** A page that has not answered by then counts as this long (the baseline at a million quotes). */
const TIMEOUT_MS = 30_000;

/** Milliseconds until a page has arrived in full; a page that takes longer than TIMEOUT_MS counts as TIMEOUT_MS. */
async function timePage(target: Target, pagePath: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(target.server.url + pagePath, {
      headers: { cookie: target.cookie },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target.name}: ${pagePath} answered ${response.status}`);
  } catch (error) {
    if ((error as Error).name !== "TimeoutError") throw error;
    return TIMEOUT_MS;
  }
  return performance.now() - started;
}

/** Quotes per generated interview, about what a real interview yields. */
const QUOTES_PER_INTERVIEW = 50;

/**
 * Adds interviews (with their participants, in the study's segments) and `quotes` generated
 * quotes to the study, QUOTES_PER_INTERVIEW to an interview, spread over the tasks the study's
 * quotes answer, so its interview and video lists grow with its quotes as a real study's do.
 */
async function addInterviewsWithQuotes(client: pg.Client, studyId: number, quotes: number): Promise<void> {
  const { rows } = await client.query<{ last: string }>(
    `select coalesce(max(id), 0) as last from interviews where study_id = $1`,
    [studyId],
  );
  const interviews = Math.ceil(quotes / QUOTES_PER_INTERVIEW);
  await client.query(
    `with segs as (select array_agg(id order by id) as ids from segments where study_id = $1),
          added as (
            insert into participants (client_id, study_id, segment_id, name)
            select s.client_id, s.id, segs.ids[1 + g % cardinality(segs.ids)], 'Participant ' || g
              from studies s cross join segs cross join generate_series(1, $2) g where s.id = $1
            returning client_id, study_id, segment_id, id)
     insert into interviews (client_id, study_id, segment_id, participant_id, duration_seconds)
     select client_id, study_id, segment_id, id, 900 from added`,
    [studyId, interviews],
  );
  await insertGeneratedQuotes(client, quotes, {
    sql: `select i.client_id, i.study_id, i.segment_id, i.id as interview_id, i.participant_id, t.task_id
            from interviews i
            cross join (select distinct task_id from quotes where study_id = $1 and task_id is not null) t
           where i.study_id = $1 and i.id > $2 order by i.id, t.task_id`,
    params: [studyId, rows[0]!.last],
    perSource: 1,
  });
  await client.query("analyze participants, interviews");
}

/**
 * A study at a large client's size: its quotes and videos pages (server-rendered, signed in)
 * p95 with 57,000 and then 1,000,000 quotes in the one study, in interviews of 50 quotes added
 * to its segments and spread over its tasks. With `--baseline=DIR` another checkout serves the same database, asked in turn.
 */
export async function benchLargeStudy(options: BaselineOptions): Promise<Measurement[]> {
  return withServerAndBaseline("portal-bench-large-study-", options, async (targets, client) => {
    const { rows } = await client.query<{ study_id: string; n: number }>(
      `select q.study_id, count(*)::int as n from quotes q join studies s on s.id = q.study_id
        where s.client_id = (select default_client_id from users where email = 'admin@demo.test')
        group by q.study_id order by count(*) desc limit 1`,
    );
    const studyId = Number(rows[0]!.study_id);
    let present: number = rows[0]!.n;
    const results: Measurement[] = [];
    for (const size of SIZES) {
      await addInterviewsWithQuotes(client, studyId, size.quotes - present);
      present = size.quotes;
      const label = size.quotes.toLocaleString("en");
      for (const section of ["quotes", "videos"]) {
        const p95 = await alternatedP95(targets, RUNS, (target) => timePage(target, `/studies/${studyId}/${section}`));
        for (const target of targets) {
          results.push({
            name: `a study's ${section} page p95 at ${label} quotes in the study · ${target.name}`,
            value: p95.get(target)!,
            unit: "ms",
            budget: target === targets[0] ? size.budgetMs : Number.POSITIVE_INFINITY,
          });
        }
      }
    }
    return results;
  });
}

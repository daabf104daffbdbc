import type pg from "pg";
import type { Measurement } from "./foundation";
import { insertGeneratedQuotes } from "./quote-generator";
import { type BaselineOptions, signInAs } from "./server";
import { alternatedP95, type Target, withServerAndBaseline } from "./with-baseline";

const SIZES = [200_000, 1_000_000];
/** Timed requests per search, server and size (after the warm-up rounds of alternatedP95). */
const RUNS = 40;
/** The budget: p95 at 1,000,000 quotes for common words, phrases and any-mode. */
const BUDGET_MS = 20;

/** What people search for; `budgeted` ones carry the budget at 1,000,000 quotes. */
const searches = (studyId: number) => [
  { name: "common word", query: "search=honest", budgeted: true },
  { name: "common word in one study", query: `search=price&study_id=${studyId}`, budgeted: true },
  { name: "phrase", query: "search=hard+to+read&search_mode=phrase", budgeted: true },
  { name: "quoted phrase", query: "search=%22too+sweet%22", budgeted: true },
  { name: "two words, any", query: "search=checkout+payment&search_mode=any", budgeted: true },
  { name: "two words, all", query: "search=caramel+expensive", budgeted: true },
];

/** Generated quotes go to the admin client's completed studies, spread over their interviews, tasks and segments. */
const adminSources = {
  sql: `select q.client_id, q.study_id, q.segment_id, q.interview_id, q.participant_id, q.task_id
          from quotes q join studies s on s.id = q.study_id
         where s.client_id = (select default_client_id from users where email = 'admin@demo.test') order by q.id`,
  perSource: 1,
};

/**
 * Milliseconds of one GET /api/v3/quotes (first page of 20), failing on anything but 200; an
 * access token that expired during a long run is renewed by signing in again, untimed.
 */
async function timeSearch(target: Target, query: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${target.server.url}/api/v3/quotes?${query}&limit=20`, {
    headers: { authorization: target.bearer },
  });
  await response.arrayBuffer();
  if (response.status === 401) {
    target.bearer = (await signInAs(target.server.url)).bearer;
    return timeSearch(target, query);
  }
  if (response.status !== 200) throw new Error(`${target.name}: /api/v3/quotes?${query} answered ${response.status}`);
  return performance.now() - started;
}

/** The study with the most quotes: the one-study search's scope. */
async function largestStudy(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ study_id: string }>(
    `select study_id from quotes group by study_id order by count(*) desc limit 1`,
  );
  return Number(rows[0]!.study_id);
}

/**
 * Quotes search at a large client's size: GET /api/v3/quotes p95 for common words, phrases and
 * any-mode at 200,000 and at 1,000,000 quotes, generated inside PostgreSQL (quote-generator.ts),
 * on a server of its own. With `--baseline=DIR` another checkout of the product serves the same
 * database beside it, and the two are asked in turn (A B A B), so before and after come from one run.
 */
export async function benchQuotes(options: BaselineOptions): Promise<Measurement[]> {
  return withServerAndBaseline("portal-bench-quotes-", options, async (targets, client) => {
    const results: Measurement[] = [];
    let present = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await insertGeneratedQuotes(client, size - present, adminSources);
      present = size;
      const label = size.toLocaleString("en");
      results.push({
        name: `quotes bench: generated quotes up to ${label}`,
        value: (performance.now() - started) / 1000,
        unit: "s",
        budget: Number.POSITIVE_INFINITY,
      });
      console.log(`quotes bench: ${label} quotes`);
      for (const search of searches(await largestStudy(client))) {
        const p95 = await alternatedP95(targets, RUNS, (target) => timeSearch(target, search.query));
        for (const target of targets) {
          results.push({
            name: `quotes search p95 at ${label} quotes, ${search.name} · ${target.name}`,
            value: p95.get(target)!,
            unit: "ms",
            budget:
              size === 1_000_000 && search.budgeted && target === targets[0] ? BUDGET_MS : Number.POSITIVE_INFINITY,
          });
        }
      }
    }
    return results;
  });
}

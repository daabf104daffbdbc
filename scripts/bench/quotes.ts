import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Measurement } from "./foundation";
import { prng, quoteText } from "./quote-text";
import { connectToDatabase, signInAs, startServer } from "./server";
import { percentile } from "./percentile";

const QUOTES = 100_000;
const BATCH = 10_000;
const RUNS = 200;

/**
 * Adds 100,000 generated quotes to the admin client's completed studies (spread over their
 * interviews, tasks and segments, as real ones are), in multi-row inserts of unnested arrays.
 */
async function seedQuotes(client: pg.Client): Promise<number> {
  const { rows: sources } = await client.query<Record<string, string | null>>(`
    select q.client_id, q.study_id, q.segment_id, q.interview_id, q.participant_id, q.task_id
      from quotes q join studies s on s.id = q.study_id
     where s.client_id = (select default_client_id from users where email = 'admin@demo.test')`);
  const random = prng(42);
  for (let done = 0; done < QUOTES; done += BATCH) {
    const columns: (string | number | null)[][] = [[], [], [], [], [], [], [], [], []];
    for (let i = 0; i < BATCH; i++) {
      const s = sources[Math.floor(random() * sources.length)]!;
      const start = Math.round(random() * 600 * 10) / 10;
      const values = [
        s.client_id,
        s.study_id,
        s.segment_id,
        s.interview_id,
        s.participant_id,
        s.task_id,
        quoteText(random),
        start,
        start + 3 + Math.round(random() * 80) / 10,
      ];
      values.forEach((v, c) => columns[c]!.push(v ?? null));
    }
    await client.query(
      `insert into quotes (client_id, study_id, segment_id, interview_id, participant_id, task_id, content, start, "end")
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::real[], $9::real[])`,
      columns,
    );
  }
  // As autovacuum would after a bulk load: folds the GIN pending list into the index, refreshes statistics.
  await client.query("vacuum analyze quotes");
  const { rows } = await client.query<{ study_id: string }>(
    `select study_id from quotes group by study_id order by count(*) desc limit 1`,
  );
  return Number(rows[0]!.study_id);
}

/** Quotes search: GET /api/v3/quotes p95 for realistic searches over 100,000 quotes. */
export async function benchQuotes(): Promise<Measurement[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-bench-quotes-"));
  await fs.chmod(dataDir, 0o755);
  const server = await startServer({ DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media") });
  const client = await connectToDatabase(dataDir);
  try {
    const seeded = performance.now();
    const studyId = await seedQuotes(client);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { bearer } = await signInAs(server.url);
    const searches = [
      `search=too+sweet&study_id=${studyId}`,
      `search=price&study_id=${studyId}`,
      `search=checkout+payment&search_mode=any&study_id=${studyId}`,
      `search=%22hard+to+read%22&study_id=${studyId}`,
      "search=packaging",
      "search=expensive&search_mode=any",
    ];
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const query = searches[run % searches.length]!;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v3/quotes?${query}&limit=20`, {
        headers: { authorization: bearer },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/api/v3/quotes?${query} answered ${response.status}`);
      if (run >= searches.length) timings.push(performance.now() - started); // the first round warms up
    }
    return [
      { name: "quotes bench: 100,000 quotes seeded", value: seedSeconds, unit: "s", budget: Number.POSITIVE_INFINITY },
      {
        name: "quotes search p50 over 100,000 quotes",
        value: percentile(timings, 0.5),
        unit: "ms",
        budget: Number.POSITIVE_INFINITY,
      },
      { name: "quotes search p95 over 100,000 quotes", value: percentile(timings, 0.95), unit: "ms", budget: 50 },
    ];
  } finally {
    await client.end();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

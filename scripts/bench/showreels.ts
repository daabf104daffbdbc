import { load, type LoadResult } from "./load";
import type { Measurement } from "./foundation";
import { lighthouseMeasurements } from "./lighthouse";
import { javascriptWeight } from "./page-weight";
import { plainServer } from "./plain-server";
import { settledShowreels } from "./reels";
import { type RunningServer, signInAs } from "./server";

// Rounds of each side, alternated A B A B so that the machine's load falls on both alike.
const ROUNDS = 4;
const ROUND_SECONDS = 5;

/** Alternated runs at 50 connections of each address; the requests per second and worst p99 of each. */
async function alternated(urls: [string, string]): Promise<[LoadResult, LoadResult]> {
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (const url of urls) await load(url, 50, 2); // warm-up
  for (let round = 0; round < ROUNDS; round++)
    for (const side of [0, 1] as const) runs[side].push(await load(urls[side], 50, ROUND_SECONDS));
  const sum = (results: LoadResult[]): LoadResult => ({
    rps: Math.round(results.reduce((total, r) => total + r.rps, 0) / results.length),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((total, r) => total + r.errors, 0),
    non2xx: results.reduce((total, r) => total + r.non2xx, 0),
  });
  return [sum(runs[0]), sum(runs[1])];
}

/**
 * The public showreel's budgets: the page against a plain Node server sending its bytes, its
 * revalidation and its JavaScript (renders: reels.ts).
 */
export async function benchShowreels(server: RunningServer): Promise<Measurement[]> {
  const { bearer } = await signInAs(server.url);
  const reels = await settledShowreels(server, bearer);
  const published = reels.find((s) => s.public_id && s.status === "READY");
  if (!published) throw new Error("no published, rendered showreel in the demo data");
  const page = `${server.url}/public/showreels/v3/${published.public_id}`;
  const response = await fetch(page);
  const etag = response.headers.get("etag") ?? "";
  const plain = await plainServer(await response.text(), Object.fromEntries(response.headers));
  let pageRun: LoadResult, plainRun: LoadResult, revalidated: LoadResult;
  try {
    [pageRun, plainRun] = await alternated([page, plain.url]);
    revalidated = await load(page, 50, ROUND_SECONDS, { "if-none-match": etag });
  } finally {
    await plain.stop();
  }
  if (pageRun.non2xx || pageRun.errors) throw new Error(`the public page answered errors: ${JSON.stringify(pageRun)}`);
  const check = await fetch(page, { headers: { "if-none-match": etag } });
  if (check.status !== 304) throw new Error(`the public page answered ${check.status} to its own ETag, not 304`);
  const lighthouse = await lighthouseMeasurements(page);
  return [
    {
      name: "plain Node server with the same bytes, requests per second at 50 connections",
      value: plainRun.rps,
      unit: "req/s",
      budget: Infinity,
    },
    {
      name: "public showreel page requests per second at 50 connections",
      value: pageRun.rps,
      unit: "req/s",
      budget: Infinity,
    },
    {
      name: "public showreel page throughput as a share of the plain server's",
      // Reported as the shortfall below 100 %, so "≤ 50" reads as "at least half the plain server's".
      value: Math.round(100 - (100 * pageRun.rps) / plainRun.rps),
      unit: "% below plain",
      budget: 50,
    },
    { name: "public showreel page p99 at 50 connections", value: pageRun.p99, unit: "ms", budget: 20 },
    { name: "plain Node server p99 at 50 connections", value: plainRun.p99, unit: "ms", budget: Infinity },
    {
      name: "public showreel page revalidated (304) requests per second at 50 connections",
      value: revalidated.rps,
      unit: "req/s",
      budget: Infinity,
    },
    {
      name: "JavaScript of the public showreel page, gzipped",
      value: (await javascriptWeight(server.url, `/public/showreels/v3/${published.public_id}`)) / 1024,
      unit: "KB",
      budget: 60,
    },
    ...lighthouse,
  ];
}

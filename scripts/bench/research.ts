import type { Measurement } from "./foundation";
import { load } from "./load";
import { type RunningServer, signInAs } from "./server";

/** A completed study of the demo data and one of its insights (ids). */
export async function completedStudy(url: string, bearer: string): Promise<{ study: number; insight: number }> {
  const headers = { authorization: bearer };
  const studies = await fetch(`${url}/api/v3/studies?status=COMPLETED&limit=1`, { headers });
  const [study] = ((await studies.json()) as { data: { id: number }[] }).data;
  if (!study) throw new Error("no completed study to measure");
  const insights = await fetch(`${url}/api/v3/insights?study_id=${study.id}&limit=1`, { headers });
  const [insight] = ((await insights.json()) as { data: { id: number }[] }).data;
  if (!insight) throw new Error(`study ${study.id} has no insight to measure`);
  return { study: study.id, insight: insight.id };
}

/** The study summary's budget: the study summary page at 10 connections (and, for reference, an insight page). */
export async function benchResearch(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const { study, insight } = await completedStudy(server.url, bearer);
  const summaryUrl = `${server.url}/studies/${study}/summary`;
  const insightUrl = `${server.url}/studies/${study}/insights/${insight}`;
  const warmup = await load(summaryUrl, 10, 3, { cookie });
  if (warmup.non2xx || warmup.errors) throw new Error(`summary answered errors in warm-up: ${JSON.stringify(warmup)}`);
  const summary = await load(summaryUrl, 10, 10, { cookie });
  const insightPage = await load(insightUrl, 10, 5, { cookie });
  if (summary.non2xx || insightPage.non2xx) throw new Error("a research page answered non-2xx under load");
  return [
    { name: "study summary page p50 at 10 connections", value: summary.p50, unit: "ms", budget: 30 },
    {
      name: "study summary page p99 at 10 connections",
      value: summary.p99,
      unit: "ms",
      budget: Number.POSITIVE_INFINITY,
    },
    {
      name: "insight page (charts, quotes) p50 at 10 connections",
      value: insightPage.p50,
      unit: "ms",
      budget: Number.POSITIVE_INFINITY,
    },
  ];
}

import autocannon from "autocannon";
import type { Measurement } from "./foundation";
import { generations, keepGenerating } from "./generations";
import { percentile } from "./percentile";
import { type RunningServer, signInAs } from "./server";

const STUDY_ROUNDS = 20;
const PROJECT_ROUNDS = 10;
/** Exports running side by side while another page is measured: two people exporting at once. */
const CONCURRENT = 2;
/** A burst of exports (a team exporting before a board meeting) while the health check is measured. */
const BURST = 30;
/** Researchers generating with Bloom at the same time as the burst. */
const GENERATING = 20;

/**
 * The exports' budgets: the PowerPoint export of the largest demo study and of a project of four
 * studies, from POST to the last byte of the file, another page's latency alone and while exports
 * run without pause, and the health check's while a burst of thirty runs (the files are built in
 * worker threads).
 */
export async function benchExports(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const get = async <T>(path: string) =>
    ((await (await fetch(`${server.url}/api${path}`, { headers: { authorization: bearer } })).json()) as { data: T })
      .data;
  const exportDeck = async (body: object) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/insights/export`, {
      method: "POST",
      headers: { authorization: bearer, "content-type": "application/json" },
      body: JSON.stringify({ ...body, public_showreels: true }),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`export of ${JSON.stringify(body)} answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };

  // The largest demo study: the most charts and quotes in its insights.
  // Completed ones only, asked for by status: other benches may have made many newer drafts.
  const studies = await get<{ id: number }[]>("/v3/studies?limit=100&status=COMPLETED");
  let largest = { id: 0, size: -1 };
  for (const study of studies) {
    const insights = await get<{ charts: unknown[]; quotes: unknown[] }[]>(
      `/v3/insights?study_id=${study.id}&limit=100`,
    );
    const size = insights.reduce((n, i) => n + i.charts.length + i.quotes.length, 0);
    if (size > largest.size) largest = { id: study.id, size };
  }
  const projects = await get<{ id: number; studies: unknown[] }[]>("/projects?perPage=100");
  // The budget's project of four studies (other benches may have filled another with drafts).
  const project =
    projects.find((p) => p.studies.length === 4) ??
    projects.reduce((a, b) => (b.studies.length > a.studies.length ? b : a));

  const rounds = async (body: object, n: number) => {
    await exportDeck(body);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) ({ ms: times[i]!, bytes } = await exportDeck(body));
    return { times, bytes };
  };
  const study = await rounds({ study_id: largest.id }, STUDY_ROUNDS);
  const whole = await rounds({ project_id: project.id }, PROJECT_ROUNDS);

  // Another page (the study summary) at 2 connections: alone, then while exports run back to back.
  const page = async (seconds: number) =>
    (
      await autocannon({
        url: `${server.url}/studies/${largest.id}/summary`,
        connections: 2,
        duration: seconds,
        headers: { cookie },
      })
    ).latency.p97_5;
  await page(2);
  const idle = await page(6);
  let running = true;
  const exporters = Array.from({ length: CONCURRENT }, async (_, n) => {
    while (running) await exportDeck(n % 2 ? { project_id: project.id } : { study_id: largest.id });
  });
  const busy = await page(6);
  running = false;
  await Promise.all(exporters);

  // /api/health at 2 connections while 30 exports run back to back: the files are built in worker
  // threads, so the web process's event loop stays free for everything else.
  const health = async (seconds: number) =>
    (await autocannon({ url: `${server.url}/api/health`, connections: 2, duration: seconds })).latency.p99;
  const healthIdle = await health(4);
  running = true;
  const burst = Array.from({ length: BURST }, async (_, n) => {
    while (running) await exportDeck(n % 2 ? { project_id: project.id } : { study_id: largest.id });
  });
  const healthBusy = await health(8);
  // The same burst with twenty researchers generating outlines and designs: Bloom reads briefs
  // and composes in worker threads too.
  const { generate } = await generations(server.url, bearer);
  const stopGenerating = keepGenerating(generate, GENERATING);
  const healthBoth = await health(8);
  running = false;
  await Promise.all([...burst, stopGenerating()]);

  return [
    {
      name: "PowerPoint export, largest demo study, p50",
      value: percentile(study.times, 0.5),
      unit: "ms",
      budget: Infinity,
    },
    {
      name: "PowerPoint export, largest demo study, p95",
      value: percentile(study.times, 0.95),
      unit: "ms",
      budget: 2000,
    },
    { name: "PowerPoint export, largest demo study, size", value: study.bytes / 1024, unit: "KB", budget: Infinity },
    {
      name: `PowerPoint export, project of ${project.studies.length} studies, p95`,
      value: percentile(whole.times, 0.95),
      unit: "ms",
      budget: 6000,
    },
    { name: "study summary p97.5 at 2 connections, idle", value: idle, unit: "ms", budget: Infinity },
    {
      name: `study summary p97.5 at 2 connections, ${CONCURRENT} exports running`,
      value: busy,
      unit: "ms",
      budget: Infinity,
    },
    {
      name: "study summary p97.5 with exports running, times its idle value",
      value: busy / Math.max(idle, 1),
      unit: "×",
      budget: 3,
    },
    { name: "/api/health p99 at 2 connections, idle", value: healthIdle, unit: "ms", budget: Infinity },
    { name: `/api/health p99 at 2 connections, ${BURST} exports running`, value: healthBusy, unit: "ms", budget: 50 },
    {
      name: `/api/health p99 at 2 connections, ${BURST} exports and ${GENERATING} generations running`,
      value: healthBoth,
      unit: "ms",
      budget: 50,
    },
  ];
}

import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { briefSet } from "../../tests/fixtures/brief-set";
import type { Measurement } from "./foundation";
import { generations, keepGenerating, type Send } from "./generations";
import { percentile } from "./percentile";
import { type RunningServer, signInAs } from "./server";

const ROUNDS = 20;
const CONCURRENT = 20;

/**
 * Bloom's budgets with the built-in engine, as a researcher meets them: from POST to a
 * COMPLETED generation read back (the bench polls every 20 ms, so the figure is the server's, not
 * the client's 500 ms polling), and a signed-in page's latency alone and while 20 researchers
 * generate at once.
 */
export async function benchBloom(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const { draftId, send, generate } = await generations(server.url, bearer);
  const timed = async (kind: "study-outlines" | "study-designs") => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push(await generate(kind));
    return times;
  };
  const outlines = await timed("study-outlines");
  const designs = await timed("study-designs");
  const facts = await briefSetThroughApi(send, draftId);

  // Another page (/studies) at 2 connections: alone, then while 20 researchers generate without
  // pause, each polling as the wizard does (every 500 ms).
  // The budget's p95, exact, from every response's time (autocannon reports p90 and p97.5, in
  // whole milliseconds: too coarse for a page answering in under 10 ms).
  const page = (seconds: number) =>
    new Promise<number>((resolve, reject) => {
      const times: number[] = [];
      const instance = autocannon(
        { url: `${server.url}/studies`, connections: 2, duration: seconds, headers: { cookie } },
        (error) => (error ? reject(error) : resolve(percentile(times, 0.95))),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  await page(2);
  const idle = await page(6);
  const stop = keepGenerating(generate, CONCURRENT);
  const busy = await page(6);
  await stop();

  return [
    {
      name: `Bloom brief set: the brief's facts in its outline (${briefSet.length} briefs)`,
      value: facts.outline,
      unit: "%",
      budget: Number.POSITIVE_INFINITY,
    },
    {
      name: `Bloom brief set: the brief's facts in its design (${briefSet.length} briefs)`,
      value: facts.design,
      unit: "%",
      budget: Number.POSITIVE_INFINITY,
    },
    {
      name: "Bloom: resident memory the NLP library adds to a process",
      value: nlpResidentMb(),
      unit: "MB",
      budget: 60,
    },
    {
      name: "Bloom outline, POST to COMPLETED p50 (built-in)",
      value: percentile(outlines, 0.5),
      unit: "ms",
      budget: Infinity,
    },
    {
      name: "Bloom outline, POST to COMPLETED p95 (built-in)",
      value: percentile(outlines, 0.95),
      unit: "ms",
      budget: 1000,
    },
    {
      name: "Bloom design of 4 sections, POST to COMPLETED p95 (built-in)",
      value: percentile(designs, 0.95),
      unit: "ms",
      budget: 3000,
    },
    { name: "/studies p95 at 2 connections, idle", value: idle, unit: "ms", budget: Infinity },
    {
      name: `/studies p95 at 2 connections, ${CONCURRENT} generations running`,
      value: busy,
      unit: "ms",
      budget: Infinity,
    },
    {
      name: "/studies p95 with generations running, times its idle value",
      value: busy / Math.max(idle, 1),
      unit: "×",
      budget: 2,
    },
  ];
}

/** Each brief of the brief set outlined and designed through the API, its facts looked for as the test does. */
async function briefSetThroughApi(send: Send, studyId: number): Promise<{ outline: number; design: number }> {
  const result = async (kind: string, body: unknown) => {
    const { id } = await send("POST", `/v1/ai/${kind}`, body);
    for (;;) {
      const generation = (await send("GET", `/v1/ai/${kind}/${id}`)) as unknown as {
        status: string;
        result: Record<string, unknown>;
      };
      if (generation.status === "COMPLETED") return generation.result;
      if (generation.status === "ERROR") throw new Error(`${kind} ${id} ended in ERROR`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  let outlineFound = 0;
  let designFound = 0;
  let outlineAll = 0;
  let designAll = 0;
  for (const { brief, outline, design } of briefSet) {
    const questions = (await result("study-outlines", { study_id: studyId, brief })).business_questions as string[];
    const proposed = JSON.stringify(
      await result("study-designs", { study_id: studyId, brief, business_questions: questions }),
    );
    const asked = questions.join("\n");
    outlineFound += outline.filter((fact) => asked.includes(fact)).length;
    designFound += design.filter((fact) => proposed.includes(JSON.stringify(fact).slice(1, -1))).length;
    outlineAll += outline.length;
    designAll += design.length;
  }
  return { outline: (100 * outlineFound) / outlineAll, design: (100 * designFound) / designAll };
}

/**
 * What loading compromise and reading one brief adds to a fresh Node process's resident memory,
 * in megabytes (a process of its own, so nothing else the bench loaded is counted).
 */
function nlpResidentMb(): number {
  const script = `
    const before = process.memoryUsage().rss;
    import("compromise").then(({ default: nlp }) => {
      nlp(${JSON.stringify(briefSet[0]!.brief)}).places().out("array");
      console.log((process.memoryUsage().rss - before) / 1e6);
    });`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim());
}

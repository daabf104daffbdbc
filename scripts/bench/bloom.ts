import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { briefSet } from "../../tests/fixtures/brief-set";
import { AI_POLLING } from "../../src/lib/constants";
import type { Measurement } from "./foundation";
import { percentile } from "./percentile";
import { type RunningServer, signInAs } from "./server";

const ROUNDS = 20;
const CONCURRENT = 20;
const BRIEF =
  "We are launching a new oat drink pack in Denmark and want to understand whether parents of young children " +
  "notice it on the shelf, understand what makes it different, and would choose it over their usual milk. " +
  "The results will decide whether we launch the pack as it is or rework the design first.";
const QUESTIONS = [
  "Do parents notice the pack on the shelf?",
  "Is what makes it different clear?",
  "Would they choose it over their usual milk?",
  "Which pack design has the strongest appeal?",
];

/**
 * Bloom's budgets with the built-in engine, as a researcher meets them: from POST to a
 * COMPLETED generation read back (the bench polls every 20 ms, so the figure is the server's, not
 * the client's 500 ms polling), and a signed-in page's latency alone and while 20 researchers
 * generate at once.
 */
export async function benchBloom(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const headers = { authorization: bearer, "content-type": "application/json" };
  const send = async (method: string, path: string, body?: unknown) => {
    let response = await fetch(`${server.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A client runs AI_CONCURRENT_GENERATIONS_PER_CLIENT generations at once; the others wait their turn.
    while (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
      response = await fetch(`${server.url}/api${path}`, { method, headers, body: JSON.stringify(body) });
    }
    const answer = (await response.json()) as { data: { id: number; status: string } };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const draft = await send("POST", "/studies", { ai: true, brief: BRIEF, market: "DK" });
  const generate = async (kind: "study-outlines" | "study-designs", pollMs = 20) => {
    const started = performance.now();
    const body =
      kind === "study-outlines"
        ? { study_id: draft.id, brief: BRIEF }
        : { study_id: draft.id, brief: BRIEF, business_questions: QUESTIONS };
    const { id } = await send("POST", `/v1/ai/${kind}`, body);
    for (;;) {
      const { status } = await send("GET", `/v1/ai/${kind}/${id}`);
      if (status === "COMPLETED") return performance.now() - started;
      if (status === "ERROR") throw new Error(`${kind} ${id} ended in ERROR`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  const timed = async (kind: "study-outlines" | "study-designs") => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push(await generate(kind));
    return times;
  };
  const outlines = await timed("study-outlines");
  const designs = await timed("study-designs");
  const facts = await briefSetThroughApi(send, draft.id);

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
  let running = true;
  const generators = Array.from({ length: CONCURRENT }, async (_, n) => {
    while (running) await generate(n % 2 ? "study-outlines" : "study-designs", AI_POLLING.intervalMs);
  });
  const busy = await page(6);
  running = false;
  await Promise.all(generators);

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

type Send = (method: string, path: string, body?: unknown) => Promise<{ id: number; status: string }>;

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

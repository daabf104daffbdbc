import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadAccessContext } from "../../src/server/access/access-context";
import { connect } from "../../src/server/db/client";
import { findAnswer } from "../../src/server/services/assistant/find-answer";
import { hiddenAnswers } from "../../tests/fixtures/assistant-questions";
import { type QuestionKind, questionSet } from "../../tests/fixtures/assistant-question-set";
import { wrongness } from "../../tests/fixtures/judge-answer";
import type { Measurement } from "./foundation";
import { seedLargeTenant } from "./large-tenant";
import { percentile } from "./percentile";
import { connectToDatabase, databaseUrlOf, type RunningServer, signInAs, startServer } from "./server";

const ASKERS = 10;
const RETRIEVAL_ROUNDS = 5;
const LARGE_TENANT_QUOTES = 1_000_000;

interface Asked {
  firstEventMs: number;
  totalMs: number;
  text: string;
  citations: { type: string; text: string; study: { id: number; title: string } }[];
}

/** One question through the API as a researcher's browser asks it: a new thread, then the stream read to its end. */
async function askOnce(url: string, bearer: string, question: string): Promise<Asked> {
  const headers = { authorization: bearer, "content-type": "application/json" };
  const thread = await fetch(`${url}/api/v3/assistant/threads`, { method: "POST", headers, body: "{}" });
  const { data } = (await thread.json()) as { data: { id: number } };
  const started = performance.now();
  const response = await fetch(`${url}/api/v3/assistant/threads/${data.id}`, {
    method: "POST",
    headers: { ...headers, accept: "text/event-stream" },
    body: JSON.stringify({ question }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`asking answered ${response.status}`);
  let firstEventMs = 0;
  let text = "";
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    if (!firstEventMs && chunk.includes("event:")) firstEventMs = performance.now() - started;
    text += chunk;
  }
  const totalMs = performance.now() - started;
  if (!/event: done/.test(text)) throw new Error(`the answer to "${question}" did not end with done`);
  const citations = [...text.matchAll(/event: citation\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1]!));
  const answer = [...text.matchAll(/event: delta\ndata: (.*)\n/g)]
    .map((match) => (JSON.parse(match[1]!) as { text: string }).text)
    .join("");
  return { firstEventMs, totalMs, text: answer, citations };
}

/**
 * The assistant's budgets on the demo data, with the built-in engine: ten researchers ask the
 * question set at once (each from a different place in it), timing the first event and the whole
 * answer; the answers are judged per kind as the test judges them, and every citation is checked
 * to be of a study of the asker's own client.
 */
export async function benchAssistant(server: RunningServer, dataDir: string): Promise<Measurement[]> {
  const db = await connectToDatabase(dataDir);
  const askers = new Map<string, { bearer: string; studies: Set<number> }>();
  try {
    for (const who of new Set(questionSet.map((item) => item.who))) {
      const { rows } = await db.query<{ id: string }>(
        `select s.id from studies s join users u on u.default_client_id = s.client_id where u.email = $1`,
        [who],
      );
      askers.set(who, {
        bearer: (await signInAs(server.url, who)).bearer,
        studies: new Set(rows.map((r) => Number(r.id))),
      });
    }
  } finally {
    await db.end();
  }
  const first: number[] = [];
  const total: number[] = [];
  const right = new Map<QuestionKind, number>();
  const askedOf = new Map<QuestionKind, number>();
  let outside = 0;
  let citations = 0;
  await Promise.all(
    Array.from({ length: ASKERS }, async (_, asker) => {
      for (let i = 0; i < questionSet.length; i++) {
        const item = questionSet[(asker * 3 + i) % questionSet.length]!;
        const { bearer, studies } = askers.get(item.who)!;
        const answer = await askOnce(server.url, bearer, item.question);
        first.push(answer.firstEventMs);
        total.push(answer.totalMs);
        citations += answer.citations.length;
        outside += answer.citations.filter((citation) => !studies.has(citation.study.id)).length;
        askedOf.set(item.kind, (askedOf.get(item.kind) ?? 0) + 1);
        if (!wrongness(item, answer)) right.set(item.kind, (right.get(item.kind) ?? 0) + 1);
      }
    }),
  );
  const shares = [...askedOf].map(([kind, count]) => ({ kind, share: (100 * (right.get(kind) ?? 0)) / count }));
  return [
    {
      name: `assistant: first event p95, ${ASKERS} askers at once`,
      value: percentile(first, 0.95),
      unit: "ms",
      budget: 300,
    },
    {
      name: `assistant: whole answer p95, ${ASKERS} askers at once`,
      value: percentile(total, 0.95),
      unit: "ms",
      budget: 1500,
    },
    {
      name: "assistant: whole answer p50",
      value: percentile(total, 0.5),
      unit: "ms",
      budget: Number.POSITIVE_INFINITY,
    },
    ...shares.map(({ kind, share }) => ({
      name: `assistant: answered right, ${kind} (question set)`,
      value: share,
      unit: "%",
      budget: Number.POSITIVE_INFINITY,
    })),
    {
      name: "assistant: kinds of question answered right less than 90 % of the time",
      value: shares.filter(({ share }) => share < 90).length,
      unit: "",
      budget: 0,
    },
    { name: `assistant: citations outside the asker's access (of ${citations})`, value: outside, unit: "", budget: 0 },
  ];
}

/**
 * Retrieval at scale, on a server of its own: Northwind gets 1,000,000 more quotes (500 studies of
 * 40 interviews), then the hidden-answer list's Northwind questions are retrieved in-process, as
 * the assistant does, round after round (the first round warms the caches and is not counted).
 */
export async function benchAssistantRetrieval(): Promise<Measurement[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-bench-assistant-"));
  await fs.chmod(dataDir, 0o755);
  const server = await startServer({ DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media") });
  const client = await connectToDatabase(dataDir);
  try {
    const seeded = performance.now();
    await seedLargeTenant(client, LARGE_TENANT_QUOTES);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const database = connect(await databaseUrlOf(dataDir), 2);
    const { rows } = await client.query<{ id: string; client: string }>(
      `select id, default_client_id as client from users where email = 'admin@demo.test'`,
    );
    const context = (await loadAccessContext(database, Number(rows[0]!.id), Number(rows[0]!.client)))!;
    const questions = hiddenAnswers.filter((item) => item.who === "admin@demo.test").map((item) => item.question);
    const timings: number[] = [];
    try {
      for (let round = 0; round < RETRIEVAL_ROUNDS; round++) {
        for (const question of questions) {
          const started = performance.now();
          await findAnswer(database, context, { studyIds: null, projectId: null }, question);
          if (round > 0) timings.push(performance.now() - started);
        }
      }
    } finally {
      await database.$client.end();
    }
    return [
      {
        name: "assistant bench: 1,000,000 quotes seeded",
        value: seedSeconds,
        unit: "s",
        budget: Number.POSITIVE_INFINITY,
      },
      {
        name: "assistant retrieval p50 at 1,000,000 quotes",
        value: percentile(timings, 0.5),
        unit: "ms",
        budget: Number.POSITIVE_INFINITY,
      },
      { name: "assistant retrieval p95 at 1,000,000 quotes", value: percentile(timings, 0.95), unit: "ms", budget: 50 },
    ];
  } finally {
    await client.end();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

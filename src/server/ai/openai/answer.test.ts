import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bloomAnswerMessages } from "@/lib/messages";
import type { StreamEvent } from "@/lib/schemas/assistant";
import { db } from "@/server/db/client";
import { answerQuestion, askQuestion } from "@/server/services/assistant/ask";
import { createThread } from "@/server/services/assistant/threads";
import { contextOf } from "@tests/fixtures/contexts";
import { FakeOpenAiCompatibleServer } from "@tests/fixtures/fake-openai-compatible";
import type { Passage } from "../engine-answer";
import { openAiEngine } from "./openai-engine";

/*
 * Contract test of answers on an OpenAI-compatible server (AI_PROVIDER=openai) against the FAKE
 * server of tests/fixtures: the request streams (stream: true) and carries the retrieved
 * passages, numbered; the reply is read as it streams; citations are enforced on what it wrote.
 */

const fake = new FakeOpenAiCompatibleServer();
let baseUrl = "";
const answerer = () => openAiEngine({ baseUrl, apiKey: "sk-test-123", model: "gpt-test-mini", maxRetries: 0 });

beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const passage = (ref: number, text: string): Passage => ({
  ref,
  type: "quote",
  id: ref,
  study: { id: 1, title: "Barista Oat – concept test" },
  theme: "Which benefits make a barista oat drink worth buying?",
  title: "Zara M.",
  text,
  href: "/studies/1/videos?video=1&t=3",
  clip: { interview_id: 1, start: 3, end: 6, participant: "Zara M." },
});

describe("the openai engine's answers", () => {
  it("asks with stream: true and the numbered passages, and yields the reply as it streams", async () => {
    fake.answerStream(["Foam ", "matters [1]", "."]);
    const pieces: string[] = [];
    const input = {
      question: "What about foam?",
      passages: [passage(1, "The foam, full stop."), passage(2, "Foams like milk.")],
      signal: new AbortController().signal,
    };
    for await (const piece of answerer().answer(input)) pieces.push(piece);
    expect(pieces.join("")).toBe("Foam matters [1].");
    expect(pieces.length).toBeGreaterThan(1);
    const request = fake.last();
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-123");
    expect(request.body.stream).toBe(true);
    const prompt = request.body.messages.map((message) => message.content).join("\n");
    expect(prompt).toContain("[1] quote by Zara M. (Barista Oat – concept test › Which benefits");
    expect(prompt).toContain("The foam, full stop.");
    expect(prompt).toContain("[2] quote");
    expect(prompt).toContain("Question: What about foam?");
  });

  it("through the assistant: a citation of no retrieved passage is dropped and logged, the rest renumbered", async () => {
    const context = await contextOf("admin@demo.test");
    const thread = await createThread(db(), context);
    const asked = await askQuestion(db(), context, thread.id, { question: "Does Barista Oat split in hot coffee?" });
    fake.answerStream(["It solves splitting [3]", " for fans [99]", ", says one [1]."]);
    const logged: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => void logged.push(line) });
    const events: StreamEvent[] = [];
    for await (const event of answerQuestion(db(), context, asked, answerer(), new AbortController().signal, log)) {
      events.push(event);
    }
    const text = events.flatMap((event) => (event.event === "delta" ? [event.data.text] : [])).join("");
    expect(text).toBe("It solves splitting [1] for fans, says one [2].");
    const cited = events.flatMap((event) => (event.event === "citation" ? [event.data] : []));
    expect(cited.map((citation) => citation.n)).toEqual([1, 2]);
    expect(events.at(-1)?.event).toBe("done");
    expect(logged.join("")).toContain("dropped citations of no retrieved passage");
    expect(logged.join("")).toContain('"refs":[99]');
    // The model saw only passages of the asker's own client.
    const prompt = fake
      .last()
      .body.messages.map((message) => message.content)
      .join("\n");
    expect(prompt).not.toMatch(/Savings goals|Business banking/);
  });

  it("through the assistant: a server that fails ends the stream with the error event, and the failure is stored", async () => {
    const context = await contextOf("admin@demo.test");
    const thread = await createThread(db(), context);
    const asked = await askQuestion(db(), context, thread.id, { question: "What about the foam?" });
    fake.fail(500, "model overloaded");
    const events: StreamEvent[] = [];
    const silent = pino({ level: "silent" });
    for await (const event of answerQuestion(db(), context, asked, answerer(), new AbortController().signal, silent)) {
      events.push(event);
    }
    expect(events.at(-1)).toEqual({ event: "error", data: { message: bloomAnswerMessages.answerFailed } });
  });
});

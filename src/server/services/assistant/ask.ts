import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { bloomAnswerMessages } from "@/lib/messages";
import type { AskInput, AssistantMessage, StreamEvent } from "@/lib/schemas/assistant";
import type { AccessContext } from "../../access/access-context";
import type { BloomEngine } from "../../ai/engine";
import type { Database } from "../../db/client";
import { assistantMessages, assistantThreads } from "../../db/schema";
import { env } from "../../env";
import { TooManyRequestsError } from "../../errors";
import { longestWait, recordHit, usedUp } from "../../security/rate-limit";
import { recordEvents } from "../analytics";
import { type AnswerScope, resolveScope } from "./answer-scope";
import { CitationStream } from "./citation-stream";
import { findAnswer } from "./find-answer";
import { findThread, type MessageMetadata, toMessage, toThread } from "./threads";

/*
 * Asking Bloom (POST /api/v3/assistant/threads/{id}): everything that can refuse the question
 * (permission, thread, scope, rate limit) happens in askQuestion, before the answer stream opens,
 * so a refusal is a plain JSON error with its status; answerQuestion then streams the events.
 */

export interface AskedQuestion {
  thread: typeof assistantThreads.$inferSelect;
  question: AssistantMessage;
  input: AskInput;
  scope: AnswerScope;
}

/** The rate limit of a client's questions, all members together. */
const clientLimit = (context: AccessContext) => ({
  key: `assistant:client:${context.clientId}`,
  limit: env().ASSISTANT_QUESTIONS_PER_MINUTE,
  windowSeconds: 60,
});

/** Checks and stores a question (403, 404, 422, 429 otherwise); the thread takes its title from its first question. */
export async function askQuestion(
  database: Database,
  context: AccessContext,
  threadId: number,
  input: AskInput,
): Promise<AskedQuestion> {
  const found = await findThread(database, context, threadId);
  const scope = await resolveScope(database, context, input);
  const rule = clientLimit(context);
  const wait = longestWait(await usedUp(database, [rule]));
  if (wait !== null) throw new TooManyRequestsError(wait, bloomAnswerMessages.rateLimited);
  await recordHit(database, [rule]);
  const metadata: MessageMetadata = {
    study_ids: scope.studyIds ? [...scope.studyIds] : [],
    project_id: scope.projectId,
  };
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({ threadId, role: "user", content: input.question, metadata: { ...metadata } })
      .returning();
    const title = found.title || input.question.slice(0, ASSISTANT_LIMITS.threadTitleMaxLength);
    const [thread] = await tx
      .update(assistantThreads)
      .set({ title, updatedAt: sql`now()` })
      .where(eq(assistantThreads.id, threadId))
      .returning();
    await recordEvents(tx, context, [
      {
        name: "assistant_run",
        properties: { thread_id: threadId, message_id: row!.id, study_ids: metadata.study_ids },
      },
    ]);
    const question = toMessage(row!, { content: row!.content, citations: [], redacted: false });
    return { thread: thread!, question, input, scope };
  });
}

/**
 * The answer's events: thread, message_start, then citation and delta as the answer is written,
 * then done (or error). The answer is stored however it ends: whole, stopped (the asker went
 * away: `signal` aborted, recorded as the "stop query" event) or failed.
 */
export async function* answerQuestion(
  database: Database,
  context: AccessContext,
  asked: AskedQuestion,
  engine: Pick<BloomEngine, "label" | "answer">,
  signal: AbortSignal,
  log: Logger,
): AsyncGenerator<StreamEvent> {
  const { thread, question, input, scope } = asked;
  yield { event: "thread", data: toThread(thread) };
  yield { event: "message_start", data: { thread_id: thread.id, question, engine: engine.label } };
  let content = "";
  let citations = new CitationStream([]);
  let error: string | null = null;
  try {
    const { passages, parts, note } = await findAnswer(database, context, scope, input.question);
    citations = new CitationStream(passages);
    if (note) {
      yield { event: "delta", data: { text: `${note}\n\n` } };
      content += `${note}\n\n`;
    }
    const chunks = parts.some((part) => part.refs.length > 0 || part.facts.length > 0)
      ? engine.answer({ question: input.question, passages, parts, signal })
      : noSupport();
    for await (const chunk of chunks) {
      const piece = citations.push(chunk);
      for (const citation of piece.cited) yield { event: "citation", data: citation };
      if (piece.text) yield { event: "delta", data: { text: piece.text } };
      content += piece.text;
    }
    const rest = citations.flush();
    for (const citation of rest.cited) yield { event: "citation", data: citation };
    if (rest.text) yield { event: "delta", data: { text: rest.text } };
    content += rest.text;
  } catch (failure) {
    if (!signal.aborted) {
      log.error({ err: failure, threadId: thread.id }, "Bloom could not answer");
      error = bloomAnswerMessages.answerFailed;
    }
  }
  if (citations.dropped.length > 0) {
    log.warn(
      { threadId: thread.id, refs: citations.dropped, engine: engine.label },
      "dropped citations of no retrieved passage",
    );
  }
  const stopped = signal.aborted;
  const metadata: MessageMetadata = {
    citations: citations.citations.map(({ n, type, id }) => ({ n, type, id })),
    engine: engine.label,
    stopped,
    error,
    study_ids: question.study_ids,
  };
  const message = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({ threadId: thread.id, role: "assistant", content, metadata: { ...metadata } })
      .returning();
    if (stopped) {
      await recordEvents(tx, context, [
        { name: "assistant_stop_query", properties: { thread_id: thread.id, message_id: row!.id } },
      ]);
    }
    return toMessage(row!, { content, citations: citations.citations, redacted: false });
  });
  yield error ? { event: "error", data: { message: error } } : { event: "done", data: { message } };
}

/** The answer when nothing visible supports the question: it says so rather than guess. */
async function* noSupport(): AsyncGenerator<string> {
  yield bloomAnswerMessages.noSupport;
}

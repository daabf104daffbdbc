import { and, asc, desc, eq } from "drizzle-orm";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { bloomAnswerMessages } from "@/lib/messages";
import type { AssistantMessage, AssistantThread, AssistantThreadWithMessages } from "@/lib/schemas/assistant";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { assistantMessages, assistantThreads } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../errors";
import { redactAnswer } from "./redact-answer";
import { type CitationRef, resolveCitations, visibleCitations } from "./resolve-citations";

/*
 * Bloom's threads (001 §3 Assistant thread: created per client): each belongs to the member who
 * started it in one client. Another member's thread, or one of another client, is a 404 like
 * every object the caller may not see.
 */

type ThreadRow = typeof assistantThreads.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;

/** What an answer keeps beside its text (assistant_messages.metadata). */
export interface MessageMetadata {
  citations?: CitationRef[];
  engine?: string;
  stopped?: boolean;
  error?: string | null;
  study_ids?: number[];
  project_id?: number | null;
}

/** 403 unless the member holds AI_ASSISTANT (001 §6: it gates the assistant). */
export function assertMayAsk(context: AccessContext): void {
  if (!context.permissions.has("AI_ASSISTANT")) throw new ForbiddenError();
}

export const toThread = (row: ThreadRow): AssistantThread => ({
  id: row.id,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const ownedBy = (context: AccessContext, id: number) =>
  and(
    eq(assistantThreads.id, id),
    eq(assistantThreads.clientId, context.clientId),
    eq(assistantThreads.userId, context.userId),
  );

/** The caller's thread, or a 404. */
export async function findThread(database: Database, context: AccessContext, id: number): Promise<ThreadRow> {
  assertMayAsk(context);
  const [row] = await database.select().from(assistantThreads).where(ownedBy(context, id));
  if (!row) throw new NotFoundError(bloomAnswerMessages.threadNotFound);
  return row;
}

/**
 * A new thread of the caller in the current client. `clientId` (the body's client_id) must name
 * that client, the one the token or ?client_id= chose: another is a 404, as its objects would be.
 */
export async function createThread(
  database: Database,
  context: AccessContext,
  clientId?: number,
): Promise<AssistantThread> {
  assertMayAsk(context);
  if (clientId !== undefined && clientId !== context.clientId) throw new NotFoundError();
  const [row] = await database
    .insert(assistantThreads)
    .values({ clientId: context.clientId, userId: context.userId })
    .returning();
  return toThread(row!);
}

/** The caller's threads in the current client, the most recently used first. */
export async function listThreads(database: Database, context: AccessContext): Promise<AssistantThread[]> {
  assertMayAsk(context);
  const rows = await database
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.clientId, context.clientId), eq(assistantThreads.userId, context.userId)))
    .orderBy(desc(assistantThreads.updatedAt), desc(assistantThreads.id))
    .limit(ASSISTANT_LIMITS.threadsListed);
  return rows.map(toThread);
}

export async function renameThread(
  database: Database,
  context: AccessContext,
  id: number,
  title: string,
): Promise<AssistantThread> {
  await findThread(database, context, id);
  const [row] = await database.update(assistantThreads).set({ title }).where(ownedBy(context, id)).returning();
  return toThread(row!);
}

export async function deleteThread(database: Database, context: AccessContext, id: number): Promise<void> {
  await findThread(database, context, id);
  await database.delete(assistantThreads).where(ownedBy(context, id));
}

/** A stored message as the API shows it, with its citations already checked. */
export function toMessage(
  row: MessageRow,
  checked: Pick<AssistantMessage, "citations" | "redacted" | "content">,
): AssistantMessage {
  const metadata = row.metadata as MessageMetadata;
  return {
    id: row.id,
    role: row.role,
    content: checked.content,
    citations: checked.citations,
    engine: metadata.engine ?? null,
    stopped: metadata.stopped ?? false,
    error: metadata.error ?? null,
    redacted: checked.redacted,
    study_ids: metadata.study_ids ?? [],
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A thread with its messages as the caller may see them today: every citation is checked again
 * against the caller's current access, and what cites a source they can no longer see is hidden.
 */
export async function getThread(
  database: Database,
  context: AccessContext,
  id: number,
): Promise<AssistantThreadWithMessages> {
  const thread = await findThread(database, context, id);
  const rows = await database
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, id))
    .orderBy(asc(assistantMessages.id));
  const refsOf = (row: MessageRow) => (row.metadata as MessageMetadata).citations ?? [];
  const resolved = await resolveCitations(database, context, rows.flatMap(refsOf));
  const messages = rows.map((row) => {
    const { citations, hidden } = visibleCitations(refsOf(row), resolved);
    return toMessage(row, { citations, content: redactAnswer(row.content, hidden), redacted: hidden.size > 0 });
  });
  return { ...toThread(thread), messages };
}

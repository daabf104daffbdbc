/** What /assistant shows (001 §2): the member's threads, where to start, and the engine that answers. */
import { sql } from "drizzle-orm";
import { answerTree } from "@/lib/answer-tree";
import type { AssistantChatProps } from "@/lib/schemas/assistant";
import type { AccessContext } from "../access/access-context";
import { bloom } from "../ai/current-engine";
import { db } from "../db/client";
import { NotFoundError } from "../errors";
import { scopeStudies } from "../services/research-scope";
import { starterQuestions } from "../services/assistant/starter-questions";
import { getThread, listThreads } from "../services/assistant/threads";
import { mayEditShowreels } from "../services/showreels/showreel-writes";

export type AssistantPageView = AssistantChatProps;

/** The page's data; a thread or study the address names that the member cannot see is a 404. */
export async function assistantPage(
  context: AccessContext,
  ask: { threadId: number | null; studyId: number | null },
): Promise<AssistantPageView> {
  const study = ask.studyId === null ? null : await visibleStudy(context, ask.studyId);
  const [threads, thread, starters] = await Promise.all([
    listThreads(db(), context),
    ask.threadId === null ? null : getThread(db(), context, ask.threadId),
    starterQuestions(db(), context, study?.id ?? null),
  ]);
  return {
    threads,
    thread,
    answerTrees: Object.fromEntries(
      (thread?.messages ?? [])
        .filter((message) => message.role === "assistant" && message.content)
        .map((message) => [message.id, answerTree(message.content)]),
    ),
    study,
    starters,
    engine: bloom().label,
    mayMakeShowreels: mayEditShowreels(context),
    clientId: context.clientId,
  };
}

async function visibleStudy(context: AccessContext, id: number) {
  const { rows } = await db().execute<{ id: string; title: string }>(
    sql`select s.id, s.title from studies s where s.id = ${id} and ${scopeStudies(context, "s")}`,
  );
  if (!rows[0]) throw new NotFoundError();
  return { id: Number(rows[0].id), title: rows[0].title };
}

/** What /assistant shows (001 §2, issue 17): the member's threads, where to start, and the engine that answers. */
import { sql } from "drizzle-orm";
import type { AssistantThread, AssistantThreadWithMessages } from "@/lib/schemas/assistant";
import type { AccessContext } from "../access/access-context";
import { bloomAnswerer } from "../ai/select-answerer";
import { db } from "../db/client";
import { NotFoundError } from "../errors";
import { scopeStudies } from "../services/research-scope";
import { starterQuestions } from "../services/assistant/starter-questions";
import { getThread, listThreads } from "../services/assistant/threads";
import { mayEditShowreels } from "../services/showreels/showreel-writes";

export interface AssistantPageView {
  threads: AssistantThread[];
  /** The thread the address opens (?thread=), read with its citations checked. */
  thread: AssistantThreadWithMessages | null;
  /** "Ask Bloom" on a study: new questions are asked about this study only (?study_id=). */
  study: { id: number; title: string } | null;
  starters: string[];
  /** The label of what answers: "Bloom — built-in engine" or the model's name. */
  engine: string;
  /** Cited clips can be made into a showreel (UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY). */
  mayMakeShowreels: boolean;
  clientId: number;
}

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
    study,
    starters,
    engine: bloomAnswerer().label,
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

import { and, eq } from "drizzle-orm";
import type { AiGeneration } from "@/lib/schemas/ai";
import { aiMessages, messages } from "@/lib/messages";
import { AI_OUTLINE_DEFAULT_COUNT } from "@/lib/constants";
import type { AccessContext } from "../../access/access-context";
import { bloom } from "../../ai/current-engine";
import type { DesignInput, OutlineInput } from "../../ai/engine";
import type { Database } from "../../db/client";
import { aiGenerations } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import { enqueueAiGeneration } from "../../jobs/ai-generation";
import { editableDraft } from "../studies/draft-access";
import { assertStudyVisible } from "../studies/scope";
import { insertWithinCap } from "./generation-cap";
import { materialNames } from "./study-materials";

type Row = typeof aiGenerations.$inferSelect;
type Kind = Row["kind"];

/** A generation row as the API answers it. */
function toGeneration(row: Row): AiGeneration {
  return {
    id: row.id,
    kind: row.kind,
    study_id: row.studyId,
    status: row.status,
    progress: row.progress,
    result: row.status === "COMPLETED" ? (row.result ?? null) : null,
    error: row.error,
    engine: String(row.input.engine ?? ""),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Starts an AI outline (business questions from the brief) or an AI study design (sections and
 * questions for the business questions) of a draft the context may edit (else 404 or the draft
 * refusals), within its client's cap on generations at once (429 beyond): the row is PENDING and
 * the worker runs it. The input holds only the caller's own
 * text and its materials' names, so no other tenant's text can reach a prompt.
 */
export async function startGeneration(
  database: Database,
  context: AccessContext,
  kind: Kind,
  body: {
    study_id: number;
    brief: string;
    count?: number;
    business_questions?: string[];
    only_business_question?: number;
  },
): Promise<AiGeneration> {
  const study = await editableDraft(database, context, body.study_id);
  const questions = body.business_questions ?? [];
  if (body.only_business_question !== undefined && body.only_business_question >= questions.length) {
    throw ValidationError.field("only_business_question", aiMessages.businessQuestionIndex);
  }
  const materials = await materialNames(database, study.id);
  const input: (OutlineInput | DesignInput) & { engine: string } =
    kind === "OUTLINE"
      ? { brief: body.brief, materials, count: body.count ?? AI_OUTLINE_DEFAULT_COUNT, engine: bloom().label }
      : {
          brief: body.brief,
          materials,
          business_questions: questions,
          ...(body.only_business_question !== undefined ? { only_business_question: body.only_business_question } : {}),
          engine: bloom().label,
        };
  const row = await insertWithinCap(database, {
    clientId: study.clientId,
    studyId: study.id,
    kind,
    input: input as unknown as Record<string, unknown>,
  });
  await enqueueAiGeneration(row.id);
  return toGeneration(row);
}

/**
 * A generation of the context's client whose study the context may still see; anything else,
 * another tenant's included, is a 404 (as is an outline asked for at the designs' address).
 */
export async function getGeneration(
  database: Database,
  context: AccessContext,
  kind: Kind,
  id: number,
): Promise<AiGeneration> {
  const [row] = await database
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, id), eq(aiGenerations.kind, kind), eq(aiGenerations.clientId, context.clientId)))
    .limit(1);
  if (!row) throw new NotFoundError(messages.generationNotFound);
  if (row.studyId !== null) await assertStudyVisible(database, context, row.studyId);
  return toGeneration(row);
}

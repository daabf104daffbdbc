import type { BriefRatingResponse, RefinedBriefResponse } from "@/lib/schemas/ai";
import { messages } from "@/lib/messages";
import type { AccessContext } from "../../access/access-context";
import { bloom } from "../../ai/current-engine";
import type { BriefInput } from "../../ai/engine";
import type { Database } from "../../db/client";
import { ForbiddenError } from "../../errors";
import { recordEvents } from "../analytics";
import { mayEditDrafts } from "../studies/draft-access";
import { visibleStudy } from "../studies/scope";
import { materialNames } from "./study-materials";

/**
 * What Bloom reads of a brief, for those who may write drafts (else 403): the brief, and with a
 * visible study (else 404) its materials' names, which count as the stimulus.
 */
async function briefInput(
  database: Database,
  context: AccessContext,
  body: { brief: string; study_id?: number },
): Promise<BriefInput> {
  if (!mayEditDrafts(context)) throw new ForbiddenError(messages.editNoPermission);
  const materials = body.study_id
    ? await materialNames(database, (await visibleStudy(database, context, body.study_id)).id)
    : [];
  return { brief: body.brief, materials };
}

/**
 * Bloom's rating of a brief (POST /v1/ai/study-briefs/rating), with the rules of briefInput.
 */
export async function rateBrief(
  database: Database,
  context: AccessContext,
  body: { brief: string; study_id?: number },
): Promise<BriefRatingResponse> {
  const input = await briefInput(database, context, body);
  const engine = bloom();
  const rating = await engine.rateBrief(input);
  // 001 §4 "evaluate": a brief was rated (its score, and the draft when there is one).
  await recordEvents(database, context, [
    { name: "builder_evaluate", properties: { study_id: body.study_id ?? null, score: rating.score } },
  ]);
  return { ...rating, engine: engine.label };
}

/**
 * "Refine with Bloom" (POST /v1/ai/study-briefs/refine): the brief rewritten to say what a research
 * lead looks for. Nothing is stored: the researcher decides whether to take it. Same rules as the rating.
 */
export async function refineBrief(
  database: Database,
  context: AccessContext,
  body: { brief: string; study_id?: number },
): Promise<RefinedBriefResponse> {
  const input = await briefInput(database, context, body);
  const engine = bloom();
  return { ...(await engine.refineBrief(input)), engine: engine.label };
}

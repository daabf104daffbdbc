import type { TranslationResponse } from "@/lib/schemas/ai";
import { designTexts } from "@/lib/design-texts";
import { messages } from "@/lib/messages";
import type { AccessContext } from "../../access/access-context";
import { bloom } from "../../ai/current-engine";
import type { Database } from "../../db/client";
import { ForbiddenError } from "../../errors";
import { readStudyDesign } from "../studies/design-read";
import { mayEditDrafts } from "../studies/draft-access";
import { visibleStudy } from "../studies/scope";

/**
 * A visible study's design texts (section texts, questions, choices, subtasks, in order) in
 * another language (POST /v1/ai/translate), for those who may write drafts (else 403). The answer
 * pairs each source text with its translation; the wizard applies them. An engine that cannot
 * translate says so (translated false, with its note) and returns the texts unchanged.
 */
export async function translateDesign(
  database: Database,
  context: AccessContext,
  body: { study_id: number; to: string },
): Promise<TranslationResponse> {
  if (!mayEditDrafts(context)) throw new ForbiddenError(messages.editNoPermission);
  const study = await visibleStudy(database, context, body.study_id);
  const design = await readStudyDesign(database, study.id, null);
  const sources = designTexts(design.sections);
  const engine = bloom();
  const translation = await engine.translate({ texts: sources, from: study.language, to: body.to });
  return {
    from: study.language,
    to: body.to,
    texts: sources.map((source, index) => ({ source, text: translation.texts[index] ?? source })),
    translated: translation.translated,
    note: translation.note,
    engine: engine.label,
  };
}

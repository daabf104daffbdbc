import { builtInEngineMessages } from "@/lib/messages";
import type { Database } from "../../db/client";
import type { BloomEngine } from "../engine";
import { loadNlp } from "../../text/nlp";
import { composeDesign } from "./compose-design";
import { composeOutline } from "./compose-outline";
import { rateBrief } from "./rate-brief";
import { refineBrief } from "./refine-brief";
import { translate } from "./translate";

/**
 * Bloom's embedded default engine (DESIGN §6): no model and no network, so it runs anywhere the
 * product runs. It rates briefs with a research lead's checklist and composes outlines and designs
 * from the shared template library by PostgreSQL full-text rank, adapted to the brief's terms. It
 * reads only the caller's input and the template library, never a client's studies.
 */
export function builtInEngine(database: Database): BloomEngine {
  // The NLP library the briefs are read with loads in the background now, not in the first
  // researcher's rating or outline.
  void loadNlp();
  return {
    label: builtInEngineMessages.label,
    inProcess: true,
    rateBrief: (input) => rateBrief(input),
    refineBrief: (input) => refineBrief(input),
    outline: (input, progress) => composeOutline(database, input, progress),
    design: (input, progress) => composeDesign(database, input, progress),
    translate: async (input) => translate(input),
  };
}

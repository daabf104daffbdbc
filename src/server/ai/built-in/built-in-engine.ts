import { builtInEngineMessages } from "@/lib/messages";
import type { Database } from "../../db/client";
import type { BloomEngine } from "../engine";
import { builtInAnswer } from "./answer";
import { inBloomThread } from "./bloom-thread";
import { composeDesign, composeOutline } from "./compose";
import { translate } from "./translate";

/**
 * Bloom's embedded default engine (DESIGN §6): no model and no network, so it runs anywhere the
 * product runs. It rates briefs with a research lead's checklist and composes outlines and designs
 * from the shared template library by PostgreSQL full-text rank, adapted to the brief's terms. It
 * reads only the caller's input and the template library, never a client's studies. Its answers
 * to researchers' questions are the retrieved passages themselves, one line every `lineMs`.
 */
export function builtInEngine(database: Database, lineMs?: number): BloomEngine {
  return {
    label: builtInEngineMessages.label,
    inProcess: true,
    // Reading a brief with the NLP library and composing are CPU work: the pool's threads do it
    // (and each loads the library once), never the event loop that answers pages.
    // Starts the thread and loads the NLP library there (the first load takes seconds on a busy machine).
    prepare: () => void inBloomThread({ kind: "warm" }).catch(() => undefined),
    rateBrief: (input) => inBloomThread({ kind: "rate", input }),
    refineBrief: (input) => inBloomThread({ kind: "refine", input }),
    outline: (input, progress) => composeOutline(database, input, progress),
    design: (input, progress) => composeDesign(database, input, progress),
    translate: async (input) => translate(input),
    answer: builtInAnswer(lineMs),
  };
}

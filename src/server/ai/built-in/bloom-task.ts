import type { BriefInput, BriefRating, Design, DesignInput, Outline, OutlineInput, RefinedBrief } from "../engine";
import { loadNlp } from "../../text/nlp";
import type { BriefFacts } from "./brief-facts";
import { type DesignSearch, designFromCandidates, designSearch } from "./compose-design";
import { outlineFromTemplates } from "./compose-outline";
import { rateBrief } from "./rate-brief";
import { refineBrief } from "./refine-brief";
import type { RankedTemplate, SectionCandidate } from "./template-search";

/*
 * The built-in engine's CPU work, as tasks for the worker-thread pool (threads/cpu-pool.ts):
 * everything that reads a brief with the NLP library or composes from templates. The database
 * is read on the event loop between tasks (template-search), so a thread needs no connection.
 */

export type BloomTask =
  | { kind: "warm" }
  | { kind: "rate"; input: BriefInput }
  | { kind: "refine"; input: BriefInput }
  | { kind: "outline"; input: OutlineInput; templates: RankedTemplate[] }
  | { kind: "design-search"; input: DesignInput }
  | { kind: "design"; input: DesignInput; facts: BriefFacts; candidates: SectionCandidate[] };

/** What each kind of task answers. */
export interface BloomTaskResults {
  warm: null;
  rate: BriefRating;
  refine: RefinedBrief;
  outline: Outline;
  "design-search": DesignSearch;
  design: Design;
}

/** Does one task (in a worker thread of the pool). */
export async function runBloomTask(task: BloomTask): Promise<BloomTaskResults[BloomTask["kind"]]> {
  switch (task.kind) {
    case "warm":
      await loadNlp();
      return null;
    case "rate":
      return rateBrief(task.input);
    case "refine":
      return refineBrief(task.input);
    case "outline":
      return outlineFromTemplates(task.input, task.templates);
    case "design-search":
      return designSearch(task.input);
    case "design":
      return designFromCandidates(task.input, task.facts, task.candidates);
  }
}

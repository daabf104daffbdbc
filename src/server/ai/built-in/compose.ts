import type { Database } from "../../db/client";
import type { Design, DesignInput, Outline, OutlineInput, Progress } from "../engine";
import { inBloomThread } from "./bloom-thread";
import { CANDIDATES_PER_QUESTION, DESIGN_TEMPLATE_POOL } from "./compose-design";
import { OUTLINE_TEMPLATE_POOL } from "./compose-outline";
import { closestTemplates, rankSections } from "./template-search";

/*
 * The built-in engine's outlines and designs: each reads the template library on the event loop
 * (one query) and does its CPU work (reading the brief, composing) in the worker-thread pool,
 * so twenty generations at once leave pages and API calls answering.
 */

/** Proposes business questions for a brief (AI_OUTLINE): compose-outline's, from the closest templates. */
export async function composeOutline(database: Database, input: OutlineInput, progress: Progress): Promise<Outline> {
  await progress(10);
  const templates = await closestTemplates(database, input.brief, OUTLINE_TEMPLATE_POOL);
  await progress(40);
  const outline = await inBloomThread({ kind: "outline", input, templates });
  await progress(100);
  return outline;
}

/** Proposes a study design (AI_STUDY_DESIGN): compose-design's, from the closest template sections. */
export async function composeDesign(database: Database, input: DesignInput, progress: Progress): Promise<Design> {
  await progress(10);
  const { facts, context, asked } = await inBloomThread({ kind: "design-search", input });
  const candidates = await rankSections(database, context, asked, DESIGN_TEMPLATE_POOL, CANDIDATES_PER_QUESTION);
  await progress(30);
  const design = await inBloomThread({ kind: "design", input, facts, candidates });
  await progress(100);
  return design;
}

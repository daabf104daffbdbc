import { paths } from "@/lib/paths";
import type { Citation } from "@/lib/schemas/assistant";
import type { Passage } from "../../ai/engine-answer";

/** One row of retrieval (retrieve.ts), before it is chosen and numbered. */
export type RetrievedRow = {
  type: Citation["type"];
  id: string;
  study_id: string;
  study_title: string;
  theme: string | null;
  title: string;
  text: string | null;
  interview_id: string | null;
  start: number | null;
  end: number | null;
  rank: number;
  coverage: number;
};

/** Quotes and transcript lines are what participants said: the evidence a clip plays. */
const EVIDENCE: ReadonlySet<Citation["type"]> = new Set(["quote", "transcript"]);
/**
 * Of an answer's passages, at most this many summarise (insights, key takeaways, business
 * questions): the rest are participants' own words, which the answer exists to show.
 */
const MAX_SUMMARIES = 3;

/** Where a passage is read in the product. */
function hrefOf(row: RetrievedRow, studyId: number): string {
  switch (row.type) {
    case "insight":
      return paths.studyInsight(studyId, Number(row.id));
    case "quote":
    case "transcript":
      return paths.studyVideo(studyId, Number(row.interview_id), row.start ?? 0);
    default:
      return paths.study(studyId, "summary");
  }
}

/**
 * An answer's rows from the judged ones (best first): at most MAX_SUMMARIES summaries, evidence
 * for the rest, `limit` in all, in the order given.
 */
export function chooseRows<T extends { type: Citation["type"] }>(rows: readonly T[], limit: number): T[] {
  const summaries = new Set(rows.filter((row) => !EVIDENCE.has(row.type)).slice(0, Math.min(MAX_SUMMARIES, limit - 1)));
  const evidence = rows.filter((row) => EVIDENCE.has(row.type)).slice(0, limit - summaries.size);
  const kept = new Set([...summaries, ...evidence]);
  return rows.filter((row) => kept.has(row));
}

/** A row as a passage numbered `ref`. */
export function toPassage(row: RetrievedRow, ref: number): Passage {
  const studyId = Number(row.study_id);
  return {
    ref,
    type: row.type,
    id: Number(row.id),
    study: { id: studyId, title: row.study_title },
    theme: row.theme,
    title: row.title,
    text: row.text ?? "",
    href: hrefOf(row, studyId),
    clip:
      row.interview_id !== null && EVIDENCE.has(row.type)
        ? { interview_id: Number(row.interview_id), start: row.start ?? 0, end: row.end ?? 0, participant: row.title }
        : null,
  };
}

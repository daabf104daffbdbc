import { ASSISTANT_LIMITS } from "@/lib/constants";
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

/** Compares rows best first: more of the question's words, then a higher rank, then the older row. */
const better = (a: RetrievedRow, b: RetrievedRow) =>
  b.coverage - a.coverage || b.rank - a.rank || Number(a.id) - Number(b.id);

/**
 * Chooses an answer's passages from every source's best rows (at most MAX_SUMMARIES summaries,
 * evidence for the rest) and numbers them from 1, best first.
 */
export function toPassages(rows: readonly RetrievedRow[]): Passage[] {
  const sorted = [...rows].sort(better);
  const summaries = sorted.filter((row) => !EVIDENCE.has(row.type)).slice(0, MAX_SUMMARIES);
  const evidence = sorted.filter((row) => EVIDENCE.has(row.type));
  const chosen = [...summaries, ...evidence.slice(0, ASSISTANT_LIMITS.passages - summaries.length)].sort(better);
  return chosen.map((row, index) => toPassage(row, index + 1));
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

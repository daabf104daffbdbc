import type { TermGroup } from "./question-terms";
import { type Hit, hitOf, readText } from "./term-match";

/*
 * The relevance floor: what a passage must share with a question to be cited. A word the
 * question names counts 1 when the passage says it (or a synonym), ½ when it speaks of its topic
 * ("price" for "expensive"), nothing when it says the opposite; a weak word (WEAK in
 * question-terms) ¼. The study's title counts too ("the foam of Barista Oat"), but of the words
 * the title does not say the passage must say at least half: else every passage of a study would
 * answer every question naming it, and one shared word would cite a passage for a question about
 * something the research never touched ("a crypto wallet in the banking app").
 */

/** What the judge needs of a retrieved row. */
export interface Judgeable {
  /** Participants' words (quote, transcript) or a summary: each is ranked against its own kind's best. */
  type?: string;
  text: string | null;
  title: string;
  study_title: string;
}

export interface Judgement {
  score: number;
  /** Each group's hit in the passage or its study's title (index as in the question's groups). */
  hits: (Hit | null)[];
}

const WEIGHT: Record<Hit, number> = { same: 1, related: 0.5, opposite: 0 };
export const WEAK_WEIGHT = 0.25;
/** Below the best passage's score by more than this, a passage is not cited: it answers less of the question. */
const BEHIND_BEST = 1;

/** The score a passage needs: half a word for a one-word question, one and a half beyond. */
export function requiredScore(groups: readonly TermGroup[]): number {
  const strong = groups.filter((group) => !group.weak).length;
  if (strong === 0) return Infinity;
  return strong === 1 ? 0.5 : 1.5;
}

const better = (a: Hit | null, b: Hit | null): Hit | null => {
  const order = [null, "opposite", "related", "same"];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
};

/** How a passage answers the question's groups; null when it adds nothing its study's title does not say. */
export function judge(row: Judgeable, groups: readonly TermGroup[]): Judgement | null {
  const own = readText(`${row.title} ${row.text ?? ""}`);
  const title = readText(row.study_title);
  const ownHits = groups.map((group) => hitOf(own, group));
  // A title says what the study is about in its own words: only they count, not its topic's.
  const titleHits = groups.map((group) => (hitOf(title, group) === "same" ? ("same" as const) : null));
  // Of the words its title does not say, the passage must say at least half (of one part of a
  // compound question: a passage may answer either part).
  const ownSays = ownHits.some((hit) => hit === "same" || hit === "related");
  // A part of only weak words ("and does it help?") answers nothing alone.
  const clauses = [...new Set(groups.filter((group) => !group.weak).map((group) => group.clause))];
  const answers = clauses.some((clause) => {
    const untitled = groups.flatMap((group, index) =>
      group.clause === clause && !group.weak && !titleHits[index] ? [index] : [],
    );
    const said = untitled.filter((index) => ownHits[index] === "same" || ownHits[index] === "related").length;
    return untitled.length ? said >= Math.ceil(untitled.length / 2) : ownSays;
  });
  if (!answers) return null;
  const hits = groups.map((_, index) => better(ownHits[index]!, titleHits[index]!));
  const score = hits.reduce<number>(
    (sum, hit, index) => sum + (hit ? WEIGHT[hit] * (groups[index]!.weak ? WEAK_WEIGHT : 1) : 0),
    0,
  );
  return { score, hits };
}

/** The rows worth citing, best first: above the floor and not far behind the best. */
export function relevant<T extends Judgeable>(
  rows: readonly T[],
  groups: readonly TermGroup[],
): { row: T; judgement: Judgement }[] {
  const floor = requiredScore(groups);
  const judged = rows
    .map((row) => ({ row, judgement: judge(row, groups) }))
    .filter(
      (item): item is { row: T; judgement: Judgement } => item.judgement !== null && item.judgement.score >= floor,
    )
    .sort((a, b) => b.judgement.score - a.judgement.score);
  // Summaries speak in the question's general words, participants in their own: each kind is
  // measured against its own best, so a summary's wording never crowds out the quotes.
  const said = (item: { row: T }) => item.row.type === "quote" || item.row.type === "transcript";
  const best = (kind: boolean) => judged.find((item) => said(item) === kind)?.judgement.score ?? 0;
  const bests = { said: best(true), summary: best(false) };
  return judged.filter((item) => item.judgement.score >= (said(item) ? bests.said : bests.summary) - BEHIND_BEST);
}

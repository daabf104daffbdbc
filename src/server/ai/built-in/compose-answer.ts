import type { Passage } from "../engine-answer";

/*
 * The built-in engine's answer (issue 17): extractive, so every sentence in it is one of the
 * caller's own passages, quoted or summarised by the research team, never a sentence of ours about
 * their data. Passages are grouped by study, then by the business question they answer (the
 * theme), in the order of their best passage; each line cites the passage it shows.
 */

/** Markdown's inline syntax in a passage would change what the line shows: it is escaped. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*_[\]<>#|])/g, "\\$1");
}

/** One line of the answer: a summary as it was written, a participant's words in quotation marks. */
function lineOf(passage: Passage): string {
  switch (passage.type) {
    case "quote":
    case "transcript":
      return `- “${inline(passage.text)}” — ${inline(passage.title)} [${passage.ref}]`;
    case "insight":
      return `- Insight: ${inline(passage.title)} [${passage.ref}]`;
    case "key_takeaway":
      return `- Key takeaways: ${inline(passage.text)} [${passage.ref}]`;
    case "business_question":
      return `- Key takeaways of this business question: ${inline(passage.text)} [${passage.ref}]`;
  }
}

/** Groups in first-seen order: the passages come best first, so the best group leads. */
function groupBy<K>(passages: readonly Passage[], key: (passage: Passage) => K): Map<K, Passage[]> {
  const groups = new Map<K, Passage[]>();
  for (const passage of passages) {
    const list = groups.get(key(passage)) ?? [];
    list.push(passage);
    groups.set(key(passage), list);
  }
  return groups;
}

/**
 * The answer's lines: what it is, then each study's themes and their passages. The first line
 * counts nothing: an old answer loses the lines whose sources its reader can no longer see.
 */
export function composeAnswer(passages: readonly Passage[]): string[] {
  const studies = groupBy(passages, (passage) => passage.study.id);
  const lines = [
    studies.size === 1
      ? "What your research says about this, by business question:"
      : "What your research says about this, by study and business question:",
  ];
  for (const studyPassages of studies.values()) {
    lines.push("", `### ${inline(studyPassages[0]!.study.title)}`);
    for (const [theme, themePassages] of groupBy(studyPassages, (passage) => passage.theme)) {
      lines.push("", theme ? `**${inline(theme)}**` : "**The study as a whole**", "");
      lines.push(...themePassages.map(lineOf));
    }
  }
  return lines;
}

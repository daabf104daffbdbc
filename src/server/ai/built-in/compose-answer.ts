import { builtInAnswerMessages as say } from "@/lib/messages";
import type { AnswerPart, Passage } from "../engine-answer";

/*
 * The built-in engine's answer: extractive, so every sentence in it is one of the caller's own
 * passages, quoted or summarised by the research team, or a number counted from their task
 * answers; never a sentence of ours about their data. Its first line says how far the passages
 * bear the question out: all of it, or not the words no participant said. Passages are grouped
 * by study, then by the business question they answer (the theme), in the order of their best
 * passage; each line cites the passage it shows. A comparison shows each side under its label.
 */

/** Markdown's inline syntax in a passage would change what the line shows: it is escaped. */
export function inline(text: string): string {
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

/** What a part's passages bear out, in one sentence that claims no more than they do. */
function headerOf(part: AnswerPart, studies: number): string {
  const { missing, contradicted } = part.support;
  if (contradicted.length) return say.contradicted(missing);
  if (missing.length) return say.notSaid(missing);
  return studies === 1 ? say.supported : say.supportedStudies;
}

/** A part's lines: its counted numbers, its header, then each study's themes and passages. */
function partLines(part: AnswerPart, passages: readonly Passage[], heading: string): string[] {
  const mine = part.refs.map((ref) => passages[ref - 1]!).filter(Boolean);
  const studies = groupBy(mine, (passage) => passage.study.id);
  const lines = part.facts.map((fact) => `**${inline(fact.text)}** ${fact.refs.map((ref) => `[${ref}]`).join("")}`);
  if (lines.length) lines.push("");
  lines.push(headerOf(part, studies.size));
  for (const studyPassages of studies.values()) {
    lines.push("", `${heading} ${inline(studyPassages[0]!.study.title)}`);
    for (const [theme, themePassages] of groupBy(studyPassages, (passage) => passage.theme)) {
      lines.push("", theme ? `**${inline(theme)}**` : `**${say.wholeStudy}**`, "");
      lines.push(...themePassages.map(lineOf));
    }
  }
  return lines;
}

/**
 * The answer's lines. The first line counts nothing: an old answer loses the lines whose sources
 * its reader can no longer see.
 */
export function composeAnswer(passages: readonly Passage[], parts?: readonly AnswerPart[]): string[] {
  const whole: AnswerPart = {
    label: null,
    refs: passages.map((passage) => passage.ref),
    facts: [],
    support: { missing: [], contradicted: [] },
  };
  const all = parts?.length ? parts : [whole];
  if (all.length === 1 && all[0]!.label === null) return partLines(all[0]!, passages, "###");
  const lines = [say.sideBySide(all.map((part) => part.label ?? ""))];
  for (const part of all) {
    lines.push("", `## ${inline(part.label ?? "")}`, "");
    lines.push(...(part.refs.length ? partLines(part, passages, "###") : [say.nothingFor(part.label ?? "")]));
  }
  return lines;
}

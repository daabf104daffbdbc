import { sql } from "drizzle-orm";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { builtInAnswerMessages, countedFactMessages } from "@/lib/messages";
import { languageOf, namesAndNumbers } from "../../text/language";
import type { AccessContext } from "../../access/access-context";
import type { AnswerPart, CountedFact, Passage, Support } from "../../ai/engine-answer";
import type { Database } from "../../db/client";
import { type AnswerScope, studiesInScope } from "./answer-scope";
import { isCountingQuestion } from "./counting-question";
import { type Judgement, relevant } from "./judge-passages";
import { namedSides, type Side } from "./named-sides";
import { passageRows } from "./passage-sources";
import { chooseRows, type RetrievedRow, toPassage } from "./passages";
import { questionTerms, type TermGroup } from "./question-terms";
import { retrieveRows, type RowFilter } from "./retrieve";
import { countTaskAnswers } from "./task-answer-counts";
import { idArray } from "../research-scope";

/*
 * What Bloom finds for a question: its passages, numbered from 1, and the answer's parts (the
 * whole answer, or each side of a comparison) with the numbers counted from task answers and how
 * far the passages bear the question out. Nothing relevant: no passages, and the answer says so.
 */

export interface Found {
  passages: Passage[];
  parts: AnswerPart[];
  /** Said before the answer: a question not in English is searched for its names and numbers only. */
  note: string | null;
}

interface PartRows {
  label: string | null;
  rows: RetrievedRow[];
  judgements: (Judgement | null)[];
  fact: { text: string; quoteIds: string[] } | null;
  groups: TermGroup[];
}

/** How many of a fact's quotes are cited: enough to hear the outcome, few enough to read. */
const FACT_QUOTES = 4;

/** The quotes of a counted fact, read as passages where the asker may see them. */
async function quoteRows(database: Database, context: AccessContext, scope: AnswerScope, ids: string[]) {
  if (ids.length === 0) return [];
  const chosen = sql`select id, 0::real as rank, 0 as coverage from unnest(${idArray(ids.map(Number))}) as id`;
  // Raw SQL: passageRows reads rows given as SQL, here the fact's quote ids unnested.
  const { rows } = await database.execute<RetrievedRow>(
    passageRows("quote", chosen, studiesInScope(context, scope, "s")),
  );
  return ids.flatMap((id) => rows.filter((row) => String(row.id) === String(id)));
}

/** Which of the question's words the best passages say, and which some passage contradicts. */
function supportOf(groups: readonly TermGroup[], judgements: readonly (Judgement | null)[]): Support {
  const top = judgements.filter((j): j is Judgement => j !== null);
  const missing: string[] = [];
  const contradicted: string[] = [];
  groups.forEach((group, index) => {
    if (group.weak || top.slice(0, 2).some((j) => j.hits[index] === "same")) return;
    missing.push(group.asked);
    if (top.some((j) => j.hits[index] === "opposite")) contradicted.push(group.asked);
  });
  return { missing, contradicted };
}

async function findPart(
  database: Database,
  context: AccessContext,
  question: string,
  side: { label: string | null; scope: AnswerScope; filter: RowFilter },
  groups: TermGroup[],
  limit: number,
): Promise<PartRows> {
  // A comparison counts too: each side's numbers, where a closed task matches the question.
  const count =
    isCountingQuestion(question) || side.label !== null
      ? await countTaskAnswers(database, context, side.scope, side.filter, question, groups)
      : null;
  const factRows = count ? await quoteRows(database, context, side.scope, count.quoteIds.slice(0, FACT_QUOTES)) : [];
  // A counted number is shown by its answers' quotes: other passages would only dilute it.
  const judged = count ? [] : relevant(await retrieveRows(database, context, side.scope, groups, side.filter), groups);
  const taken = new Set(factRows.map((row) => `quote:${row.id}`));
  const rest = judged.filter(({ row }) => !taken.has(`${row.type}:${row.id}`));
  const chosen = chooseRows(
    rest.map(({ row }) => row),
    Math.max(0, limit - factRows.length),
  );
  const judgementOf = new Map(rest.map(({ row, judgement }) => [row, judgement]));
  return {
    label: side.label,
    rows: [...factRows, ...chosen],
    judgements: [...factRows.map(() => null), ...chosen.map((row) => judgementOf.get(row) ?? null)],
    fact: count && {
      text: `${countedFactMessages.task(count.task, count.study)} ${count.text}`,
      quoteIds: factRows.map((row) => String(row.id)),
    },
    groups,
  };
}

/**
 * A side's groups: the question's without the words that name the sides, unless such a word is
 * also a topic of the research vocabulary ("taste" in "the protein bar tasting" is asked about).
 */
function groupsFor(groups: readonly TermGroup[], sides: readonly Side[]): TermGroup[] {
  const names = new Set(sides.flatMap((side) => [...side.names]));
  const isName = (group: TermGroup) => group.same.some((term) => term.length === 1 && names.has(term[0]!));
  return groups.filter((group) => !isName(group) || group.topic);
}

export async function findAnswer(
  database: Database,
  context: AccessContext,
  scope: AnswerScope,
  question: string,
): Promise<Found> {
  const language = languageOf(question);
  const searched = language === "English" ? question : namesAndNumbers(question);
  const note = language === "English" ? null : builtInAnswerMessages.otherLanguage(language);
  const groups = questionTerms(searched);
  const sides = await namedSides(database, context, scope, searched);
  const parts = sides
    ? await Promise.all(
        sides.map((side) =>
          findPart(
            database,
            context,
            searched,
            side,
            groupsFor(groups, sides),
            Math.ceil(ASSISTANT_LIMITS.passages / sides.length),
          ),
        ),
      )
    : [
        await findPart(
          database,
          context,
          searched,
          { label: null, scope, filter: {} },
          groups,
          ASSISTANT_LIMITS.passages,
        ),
      ];
  const passages: Passage[] = [];
  const answerParts: AnswerPart[] = parts.map((part) => {
    const refs = part.rows.map((row) => {
      const passage = toPassage(row, passages.length + 1);
      passages.push(passage);
      return passage.ref;
    });
    const facts: CountedFact[] = part.fact
      ? [{ text: part.fact.text, refs: refs.slice(0, part.fact.quoteIds.length) }]
      : [];
    const support = part.fact ? { missing: [], contradicted: [] } : supportOf(part.groups, part.judgements);
    return { label: part.label, refs, facts, support };
  });
  return { passages, parts: answerParts, note };
}

import { type SQL, sql } from "drizzle-orm";
import { countryName } from "@/lib/labels";
import type { AccessContext } from "../../access/access-context";
import { anyWord } from "../../ai/built-in/brief-terms";
import { MARKET_WORDS } from "../../ai/built-in/brief-vocabulary";
import type { Database } from "../../db/client";
import { stemsOf } from "../../text/stem";
import { type AnswerScope, studiesInScope } from "./answer-scope";
import { STOP_WORDS } from "../../text/stop-words";
import type { RowFilter } from "./retrieve";

/*
 * The sides of a comparing question: two or more segments of one study named by their titles or
 * markets ("Danish and British shoppers", "men and women", "18–34 and 35–54"), else two or more
 * studies named by their titles ("Barista Oat and the protein bar"). A study without market
 * segments is compared by its participants' countries. Each side is answered on its own and the
 * answer shows them side by side.
 */

export interface Side {
  label: string;
  scope: AnswerScope;
  filter: RowFilter;
  /** The stems that name it in the question: they pick the side and are not searched for. */
  names: Set<string>;
}

type StudySegmentRow = {
  study_id: string;
  study_title: string;
  segment_id: string | null;
  segment_title: string | null;
  market: string | null;
};

/** Title words that name no study in particular. */
const GENERIC = new Set(
  stemsOf(
    "test tests study studies research usability moderated session sessions benchmark competitor first use new vs",
  ),
);

const contentStems = (text: string) => stemsOf(text).filter((word) => !STOP_WORDS.has(word) && !GENERIC.has(word));

/** Whether the question names a segment: its market, or at least half of its title's words. */
function segmentNamed(question: string, asked: Set<string>, title: string, market: string | null): Set<string> | null {
  const words = MARKET_WORDS.find((entry) => entry.code === market);
  if (words && anyWord(words.words).test(question))
    return new Set(stemsOf(question).filter((w) => anyWord(words.words).test(w)));
  // Not contentStems: "New to the webshop" is named by "new".
  const own = stemsOf(title).filter((word) => !STOP_WORDS.has(word));
  const found = own.filter((word) => asked.has(word));
  return own.length > 0 && found.length * 2 >= own.length ? new Set(found) : null;
}

function segmentSides(
  question: string,
  asked: Set<string>,
  rows: StudySegmentRow[],
  scope: AnswerScope,
): Side[] | null {
  const byStudy = new Map<string, Side[]>();
  for (const row of rows) {
    if (!row.segment_id || !row.segment_title) continue;
    const names = segmentNamed(question, asked, row.segment_title, row.market);
    if (!names) continue;
    const sides = byStudy.get(row.study_id) ?? [];
    sides.push({
      label: row.segment_title,
      scope: { studyIds: [Number(row.study_id)], projectId: scope.projectId },
      filter: { segmentIds: [Number(row.segment_id)] },
      names,
    });
    byStudy.set(row.study_id, sides);
  }
  // The study that names the most of its segments (and its title, on a tie) is the one compared.
  const titleWords = (id: string) =>
    contentStems(rows.find((row) => row.study_id === id)!.study_title).filter((w) => asked.has(w)).length;
  const best = [...byStudy.entries()]
    .filter(([, sides]) => sides.length >= 2)
    .sort(([a, x], [b, y]) => y.length - x.length || titleWords(b) - titleWords(a))[0];
  return best ? best[1] : null;
}

/** Words that set two things side by side. */
const COMPARING = /\b(?:and|vs\.?|versus|compare[ds]?|comparing|between|or|than)\b/iu;

/**
 * Studies the question names by at least two words of their titles, each with a word of its own
 * ("Barista Oat and the protein bar"); one word is not a name ("the pack", "a spot").
 */
function studySides(question: string, asked: Set<string>, rows: StudySegmentRow[], scope: AnswerScope): Side[] | null {
  if (!COMPARING.test(question)) return null;
  const studies = [...new Map(rows.map((row) => [row.study_id, row.study_title])).entries()];
  const candidates = studies.flatMap(([id, title]) => {
    const found = [...new Set(contentStems(title))].filter((word) => asked.has(word));
    return found.length >= 2 ? [{ id, title, found }] : [];
  });
  // Each side needs a word of its own: "the oat drink" names two oat drink studies, and compares neither.
  const named = candidates.filter((study) =>
    study.found.some((word) => candidates.every((other) => other === study || !other.found.includes(word))),
  );
  if (named.length < 2) return null;
  return named.map(({ id, title, found }) => ({
    label: title,
    scope: { studyIds: [Number(id)], projectId: scope.projectId },
    filter: {},
    names: new Set(found),
  }));
}

/**
 * A study without market segments compared by its participants' own countries: the markets the
 * question names ("Danish and British shoppers") that two or more of a study's participants'
 * countries match, in the study that matches the most (and its title, on a tie). One query, only
 * when the question names two markets or more.
 */
async function countrySides(
  database: Database,
  visible: SQL,
  question: string,
  asked: Set<string>,
  rows: StudySegmentRow[],
  scope: AnswerScope,
): Promise<Side[] | null> {
  const markets = MARKET_WORDS.flatMap(({ code, words }) =>
    code && anyWord(words).test(question) ? [{ code, words }] : [],
  );
  if (markets.length < 2) return null;
  // Raw SQL to filter with `visible`, studiesInScope's condition on the alias `s`.
  const { rows: studies } = await database.execute<{ study_id: string; countries: string[] }>(sql`select
      p.study_id, array_agg(distinct p.country) as countries
    from participants p join studies s on s.id = p.study_id
    where ${visible} and p.country = any(${sql.param(markets.map((entry) => entry.code))}::text[])
    group by p.study_id`);
  const titleWords = (id: string) =>
    contentStems(rows.find((row) => row.study_id === id)?.study_title ?? "").filter((w) => asked.has(w)).length;
  const best = studies
    .filter((study) => study.countries.length >= 2)
    .sort((a, b) => b.countries.length - a.countries.length || titleWords(b.study_id) - titleWords(a.study_id))[0];
  if (!best) return null;
  return markets
    .filter((entry) => best.countries.includes(entry.code))
    .map((entry) => ({
      label: countryName(entry.code),
      scope: { studyIds: [Number(best.study_id)], projectId: scope.projectId },
      filter: { participantCountries: [entry.code] },
      names: new Set(stemsOf(question).filter((word) => anyWord(entry.words).test(word))),
    }));
}

/** The sides the question compares; null when it names fewer than two. */
export async function namedSides(
  database: Database,
  context: AccessContext,
  scope: AnswerScope,
  question: string,
): Promise<Side[] | null> {
  const visible = studiesInScope(context, scope, "s");
  // Raw SQL to filter with studiesInScope's condition on the alias `s`, as the retrieval does.
  const { rows } = await database.execute<StudySegmentRow>(sql`select s.id as study_id, s.title as study_title,
      sg.id as segment_id, sg.title as segment_title, sg.market
    from studies s left join segments sg on sg.study_id = s.id where ${visible} order by s.id, sg.position, sg.id`);
  const asked = new Set(stemsOf(question));
  return (
    segmentSides(question, asked, rows, scope) ??
    (await countrySides(database, visible, question, asked, rows, scope)) ??
    studySides(question, asked, rows, scope)
  );
}

import { ANALYSIS_LIMITS, type AnalysisKind } from "@/lib/constants";
import type { AnalysisQuery, AnalysisRow, AnalyzeResults } from "@/lib/schemas/analysis";
import type { Database } from "../../db/client";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { getProject } from "../projects/projects";
import { assertStudyVisible } from "../studies/scope";
import { ANALYSIS_SQL, RESULTS_SQL } from "./analysis-sql";

/**
 * The path's client must be the context's, and a study or project filter one the context sees:
 * another client's (or a hidden project's) is a 404, as for every call.
 */
async function assertScope(database: Database, context: AccessContext, clientId: number, query: AnalysisQuery) {
  if (clientId !== context.clientId) throw new NotFoundError();
  if (query.study_id) await assertStudyVisible(database, context, query.study_id);
  if (query.project_id) await getProject(database, context, query.project_id);
}

const scopeValues = (context: AccessContext, query: AnalysisQuery) => [
  context.clientId,
  context.projectIds ? [...context.projectIds] : null,
  query.study_id ?? null,
  query.project_id ?? null,
];

/**
 * GET /client/{id}/analysis/{kind}: counts of one kind over the client's visible studies (or one
 * study or project of them), at most the kind's limit of 001 §7 rows; a larger limit is a 422.
 */
export async function analysis(
  database: Database,
  context: AccessContext,
  clientId: number,
  kind: AnalysisKind,
  query: AnalysisQuery,
): Promise<AnalysisRow[]> {
  const max = ANALYSIS_LIMITS[kind];
  if (query.limit !== undefined && query.limit > max) {
    throw ValidationError.field("limit", `The limit may not be greater than ${max}.`);
  }
  await assertScope(database, context, clientId, query);
  const limit = query.limit ?? max;
  const values = kind === "role" ? [context.clientId, limit] : [...scopeValues(context, query), limit];
  // One named statement per kind (analysis-sql.ts): task options and audience answers are counted
  // over lateral jsonb_array_elements and VALUES rows.
  const { rows } = await database.$client.query<AnalysisRow>({
    name: `analysis_${kind}`,
    text: ANALYSIS_SQL[kind],
    values,
  });
  return rows;
}

/** The headline numbers of a client's visible results, or of one study or project of them. */
export async function analyzeResults(
  database: Database,
  context: AccessContext,
  query: AnalysisQuery,
): Promise<AnalyzeResults> {
  // A named statement: the headline numbers are scalar subqueries over one scope CTE, in a select
  // with no table.
  const { rows } = await database.$client.query<AnalyzeResults>({
    name: "analyze_results",
    text: RESULTS_SQL,
    values: scopeValues(context, query),
  });
  return rows[0]!;
}

/** GET /client/{id}/analyze_results. */
export async function clientAnalyzeResults(
  database: Database,
  context: AccessContext,
  clientId: number,
  query: AnalysisQuery,
) {
  await assertScope(database, context, clientId, query);
  return analyzeResults(database, context, query);
}

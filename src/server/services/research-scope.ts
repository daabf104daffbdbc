import { type SQL, sql } from "drizzle-orm";
import { type AccessContext, projectScopeValues } from "../access/access-context";

/** A bigint[] parameter. */
export const idArray = (values: readonly number[]): SQL => sql`${`{${values.join(",")}}`}::bigint[]`;

/**
 * Rows of a table aliased `alias`, with client_id and study_id columns, that the context may see:
 * its client, and only the studies of its projects when the member sees selected projects. The
 * client test stays a plain column test so the planner can combine it with the table's indexes.
 */
export function scopeRows(context: AccessContext, alias: string): SQL {
  const inClient = sql`${sql.raw(alias)}.client_id = ${context.clientId}`;
  if (context.projectIds === null) return inClient;
  return sql`${inClient} and ${sql.raw(alias)}.study_id in (select s.id from studies s
    where s.client_id = ${context.clientId} and s.project_id = any(${idArray(context.projectIds)}))`;
}

/**
 * The two parameters of a prepared statement's study scope, in the order `studyScopeSql` reads
 * them: the client's id and the member's project ids (null when every project is visible).
 */
export const studyScopeValues = (context: AccessContext): [number, number[] | null] => {
  const { clientId, projectIds } = projectScopeValues(context);
  return [clientId, projectIds];
};

/**
 * A prepared statement's test of studies aliased `alias`, with `studyScopeValues` as its
 * parameters `$first` and `$first + 1`: one statement text whatever the member sees, so it is
 * prepared once per connection. The same test as `preparedProjectScope`, for a statement written
 * as text rather than with Drizzle.
 */
export const studyScopeSql = (alias: string, first: number): string =>
  `${alias}.client_id = $${first} and ($${first + 1}::bigint[] is null or ${alias}.project_id = any($${first + 1}::bigint[]))`;

/** Studies (aliased `alias`) the context may see. */
export function scopeStudies(context: AccessContext, alias: string): SQL {
  const inClient = sql`${sql.raw(alias)}.client_id = ${context.clientId}`;
  if (context.projectIds === null) return inClient;
  return sql`${inClient} and ${sql.raw(alias)}.project_id = any(${idArray(context.projectIds)})`;
}

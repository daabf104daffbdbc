import type { Database } from "./client";

/**
 * A Drizzle statement built once per database handle and prepared under its name: for queries on
 * a page's hot path, where building the SQL each time cost more than running it.
 */
export function preparedPerDatabase<T>(build: (database: Database) => T): (database: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (database) => {
    let statement = statements.get(database);
    if (!statement) statements.set(database, (statement = build(database)));
    return statement;
  };
}

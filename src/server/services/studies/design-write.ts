import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";

/**
 * One kind of row's share of the design save's single write statement: its CTEs, the number of
 * rows they change, and whether rows were inserted before it (new rows need their ids first).
 * Round trips, not rows, are the cost of the design step's save with ten people saving at once.
 */
export interface WritePart {
  ctes: SQL[];
  changed: SQL;
  inserted: boolean;
}

/** Runs the parts in one statement; answers, for each, whether it changed or inserted anything. */
export async function writeParts(tx: Transaction, parts: readonly (WritePart | null)[]): Promise<boolean[]> {
  const present = parts.filter((part): part is WritePart => part !== null);
  if (!present.length) return parts.map(() => false);
  const { rows } = await tx.execute<Record<string, number>>(
    sql`with ${sql.join(
      present.flatMap((part) => part.ctes),
      sql`, `,
    )} select ${sql.join(
      present.map((part, i) => sql`${part.changed} as ${sql.identifier(`changed_${i}`)}`),
      sql`, `,
    )}`,
  );
  let next = 0;
  return parts.map((part) => {
    if (!part) return false;
    return part.inserted || Number(rows[0]![`changed_${next++}`]) > 0;
  });
}

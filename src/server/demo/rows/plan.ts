/**
 * The seed as a list of bulk inserts. Rows carry ids assigned here (inserted with OVERRIDING
 * SYSTEM VALUE), so rows can point at each other before anything reaches the database and the
 * whole seed runs as a few dozen multi-row statements in one transaction.
 */
import { getTableName } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";

/** A transaction handle of the app's database. */
export type { Transaction };

/** Rows of a table as inserted (identity ids included). */
export type RowOf<T extends PgTable> = PgInsertValue<T, true>;

// ~1000 rows per statement stays far below PostgreSQL's 65535 bind parameters.
const CHUNK = 1000;

export class SeedPlan {
  private readonly tables = new Map<PgTable, unknown[]>();
  private readonly counters = new Map<PgTable, number>();

  /** The next id of a table (1, 2, 3 … in the order rows are planned). */
  nextId(table: PgTable): number {
    const id = (this.counters.get(table) ?? 0) + 1;
    this.counters.set(table, id);
    return id;
  }

  /** Adds rows to a table's insert. */
  push<T extends PgTable>(table: T, ...rows: RowOf<T>[]): void {
    const list = this.tables.get(table) ?? [];
    list.push(...rows);
    this.tables.set(table, list);
  }

  /** Row counts per table (table name → rows), in `order`. */
  counts(order: readonly PgTable[]): Record<string, number> {
    return Object.fromEntries(
      order.filter((t) => this.tables.has(t)).map((t) => [getTableName(t), this.tables.get(t)?.length ?? 0]),
    );
  }

  /**
   * Inserts every table's rows inside `tx`, tables in `order` (parents before children). A table
   * with rows but missing from `order` is a bug in the seeder, so it throws before inserting.
   */
  async run(tx: Transaction, order: readonly PgTable[]): Promise<void> {
    const missing = [...this.tables.keys()].filter((table) => !order.includes(table));
    if (missing.length) throw new Error(`No insert order for ${missing.map((t) => getTableName(t)).join(", ")}`);
    for (const table of order) {
      const rows = (this.tables.get(table) ?? []) as RowOf<typeof table>[];
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx
          .insert(table)
          .overridingSystemValue()
          .values(rows.slice(i, i + CHUNK));
      }
    }
  }
}

/** A key → id map that throws on a missing key (a dangling reference is a content bug). */
export class IdMap<K = string> {
  private readonly map = new Map<K, number>();

  constructor(private readonly what: string) {}

  set(key: K, id: number): number {
    this.map.set(key, id);
    return id;
  }

  get(key: K): number {
    const id = this.map.get(key);
    if (id === undefined) throw new Error(`Unknown ${this.what}: ${String(key)}`);
    return id;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }
}

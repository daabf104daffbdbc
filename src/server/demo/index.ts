/**
 * The demo data: seedDemo fills an empty, migrated database with the demo world (its interview
 * videos are left to the job queue), isSeeded tells whether that happened.
 */
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { appMeta } from "../db/schema";
import { defaultMediaCacheDir } from "../media/media-cache";
import { buildDemoWorld } from "./build/world";
import { DEMO_ARTICLES_KEY, demoArticles } from "./content/articles";
import { layoutMedia } from "./media/layout";
import { renderMaterialImages } from "./media/render-media";
import { hashDemoPassword } from "./password";
import { isSeeded, SEED_MARKER_KEY } from "./marker";
import { INSERT_ORDER, planWorld } from "./rows/plan-world";

export { isSeeded, SEED_MARKER_KEY };

/** Bumped when the demo data changes shape. */
export const SEED_VERSION = 1;
// Serialises concurrent seeders (two starts at once) on one database.
const SEED_LOCK = 727_001;

export interface SeedOptions {
  /**
   * Make the media: the material images now, and the interview videos' rows marked pending, for
   * the job worker to render in the background (false for test templates: rows without files).
   */
  media: boolean;
  /** Rendered-media cache; default MEDIA_CACHE_DIR, else DATA_DIR/cache/media. */
  cacheDir?: string;
  /** Wipe every app table inside the seed's transaction first (`npm run seed -- --reset`). */
  replace?: boolean;
  log?: (message: string) => void;
}

/**
 * Seeds the demo world into a migrated database. Material images are rendered (or taken from the
 * cache) before the transaction opens; every row, and last the seed marker, is then written in
 * one transaction, so a crash at any point leaves either nothing or everything. The interview
 * videos' rows are written pending: a starting worker queues their renders (a minute of ffmpeg
 * on two cores), so the portal serves its pages meanwhile. A database that is
 * already seeded is left alone; one with other data but no marker is refused.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const world = buildDemoWorld();
  const media = layoutMedia(world, { pending: options.media });
  const passwordHash = hashDemoPassword();
  // The material images (a frame each) are drawn while the rows are written: no row needs their bytes.
  const images = options.media
    ? renderMaterialImages(world, media, options.cacheDir ?? defaultMediaCacheDir())
    : Promise.resolve(0);
  const plan = planWorld(world, { now: new Date(), passwordHash: await passwordHash, media });
  const writing = db.transaction(async (tx) => {
    // An advisory lock (SEED_LOCK), which the query builder has no form for.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (options.replace) await truncateAppTables(tx);
    const [marker] = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_MARKER_KEY));
    if (marker) return false;
    // Both tests in one round trip: a select without a FROM, which the query builder has no form for.
    const { rows } = await tx.execute<{ used: boolean }>(
      sql`select exists(select 1 from clients) or exists(select 1 from users) as used`,
    );
    if (rows[0]?.used) {
      throw new Error(
        "The database holds data but no demo seed: refusing to mix them. Run `npm run seed -- --reset` to wipe it first.",
      );
    }
    await plan.run(tx, INSERT_ORDER);
    await resetIdentitySequences(tx);
    // The demo's content feed articles (/discover without CONTENT_FEED_URL).
    await tx.insert(appMeta).values({ key: DEMO_ARTICLES_KEY, value: demoArticles });
    await tx.insert(appMeta).values({
      key: SEED_MARKER_KEY,
      value: { version: SEED_VERSION, media: options.media, seededAt: new Date().toISOString() },
    });
    return true;
  });
  const [inserted, imageCount] = await Promise.all([writing, images]);
  if (options.media) log(`${imageCount} study material images ready in ${seconds(started)}`);
  if (!inserted) return log("The demo data was already seeded by another process");
  // Freshly loaded tables have neither statistics nor a visibility map until autovacuum comes by,
  // and inserts this small never bring it: meanwhile the planner counted each study's quotes with
  // a sequential scan (a third of the study list's database time) instead of an index-only scan.
  await db.execute(sql.raw(`vacuum (analyze) ${await appTables(db)}`));
  const counts = plan.counts(INSERT_ORDER);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  log(`Demo data written: ${total} rows in ${Object.keys(counts).length} tables (${seconds(started)})`);
}

/**
 * Empties every table of the public schema (the app's tables; drizzle's migration journal and
 * the job queue live in their own schemas) and restarts their ids.
 */
async function truncateAppTables(executor: Database | Transaction): Promise<void> {
  const tables = await appTables(executor);
  // TRUNCATE ... RESTART IDENTITY over tables read from the catalog: the query builder has no TRUNCATE.
  if (tables) await executor.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}

/** The tables of the public schema, quoted and comma-separated ("" when there are none). */
async function appTables(executor: Database | Transaction): Promise<string> {
  // pg_tables is PostgreSQL's catalog, not a table of the app's Drizzle schema.
  const { rows } = await executor.execute<{ tables: string | null }>(
    sql`select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  );
  return rows[0]?.tables ?? "";
}

/** Ids were inserted explicitly: move every identity sequence past the largest id. */
async function resetIdentitySequences(tx: Transaction): Promise<void> {
  // A PL/pgSQL block: one setval per identity column found in information_schema, in one round trip.
  await tx.execute(sql`
    do $$
    declare c record;
    begin
      for c in select table_name, column_name from information_schema.columns
               where table_schema = 'public' and is_identity = 'YES' loop
        execute format('select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from %I.%I), 0) + 1, false)',
          format('%I.%I', 'public', c.table_name), c.column_name, c.column_name, 'public', c.table_name);
      end loop;
    end $$`);
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

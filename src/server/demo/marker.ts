import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appMeta } from "../db/schema";

/** The app_meta row written last in the seed transaction: present means fully seeded. */
export const SEED_MARKER_KEY = "demo_seed";

/** Whether the demo data is in; cheap, and importable without loading the seed content. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_MARKER_KEY));
  return rows.length > 0;
}

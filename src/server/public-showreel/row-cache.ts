import { PUBLIC_SHOWREEL_CACHED_ROWS } from "@/lib/constants";
import { db } from "../db/client";
import { listenTo } from "../db/listen";
import { logger } from "../logger";
import { findPublicShowreelRow, type PublicRow } from "../services/showreels/public-showreel";

/** The channel the database's triggers announce public pages' changes on (migrations 0010, 0016). */
const CHANNEL = "public_showreel_changed";

const rows = new Map<string, PublicRow>();
let listening = false;
// Bumped by every announcement and loss: a row read before one may already be stale, so it is
// used for its request but not kept.
let generation = 0;

/**
 * The row of a public showreel address, from memory while this process hears the database's
 * change announcements, else from the database. Every write that could change what an address
 * shows (the showreel, its publication, its share links) is announced by a trigger, from any
 * node, when it commits; a named link's expiry is checked here on every use. Unknown ids are not
 * kept: they cost one indexed query, as before.
 */
export async function publicShowreelRow(publicId: string): Promise<PublicRow | null> {
  const kept = keptPublicShowreelRow(publicId);
  if (kept) return kept;
  const readAt = generation;
  const row = await findPublicShowreelRow(db(), publicId);
  if (row && listening && readAt === generation) {
    if (rows.size >= PUBLIC_SHOWREEL_CACHED_ROWS) rows.delete(rows.keys().next().value!);
    rows.set(publicId, row);
  }
  return row;
}

/** The row of a public address when it is in memory (and its link has not expired), else undefined. */
export function keptPublicShowreelRow(publicId: string): PublicRow | undefined {
  if (!listening) return undefined;
  const row = rows.get(publicId);
  if (row && (row.expires_at === null || row.expires_at.getTime() > Date.now())) return row;
  if (row) rows.delete(publicId);
  return undefined;
}

/**
 * Whether an announcement concerns a kept row: a showreel's bare id, "video:<interview id>" for a
 * shared participant video, or "study:<id>" for its study (whose title the video's page shows).
 */
function concerns(row: PublicRow, key: string): boolean {
  if (row.kind === "showreel") return String(row.id) === key;
  return key === `video:${row.id}` || key === `study:${row.study_id}`;
}

function forget(key: string): void {
  generation++;
  for (const [publicId, row] of rows) if (concerns(row, key)) rows.delete(publicId);
}

/**
 * Starts hearing the announcements (the production server's web process; without it every view
 * reads the database, which is what `astro dev` and tests of other parts do).
 */
export function cachePublicShowreelRows(url: string): { stop(): Promise<void> } {
  const listener = listenTo(url, CHANNEL, {
    onNotify: forget,
    onListening: () => {
      listening = true;
    },
    onLost: (error) => {
      listening = false;
      generation++;
      rows.clear();
      logger.info({ err: error }, "public showreel change announcements lost; reading every view until they are back");
    },
  });
  return {
    async stop() {
      listening = false;
      rows.clear();
      await listener.stop();
    },
  };
}

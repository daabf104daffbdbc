import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import {
  AI_CONCURRENT_GENERATIONS_PER_CLIENT,
  AI_GENERATION_RETRY_AFTER_SECONDS,
  AI_GENERATION_TIMEOUT_MS,
} from "@/lib/constants";
import { aiMessages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { aiGenerations } from "../../db/schema";
import { TooManyRequestsError } from "../../errors";

type NewGeneration = typeof aiGenerations.$inferInsert;
type Generation = typeof aiGenerations.$inferSelect;

/**
 * Stores a new generation unless its client already has AI_CONCURRENT_GENERATIONS_PER_CLIENT
 * waiting or running (429 with Retry-After then). The count and the insert run under a lock per
 * client, so twenty requests at once cannot all see room. A generation older than twice the run
 * timeout no longer counts: a worker that is down must not lock a client out for good.
 */
export async function insertWithinCap(database: Database, values: NewGeneration): Promise<Generation> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ai_generations'), ${values.clientId})`);
    const since = new Date(Date.now() - 2 * AI_GENERATION_TIMEOUT_MS);
    const [{ running } = { running: 0 }] = await tx
      .select({ running: count() })
      .from(aiGenerations)
      .where(
        and(
          eq(aiGenerations.clientId, values.clientId),
          inArray(aiGenerations.status, ["PENDING", "IN_PROGRESS"]),
          gt(aiGenerations.createdAt, since),
        ),
      );
    if (running >= AI_CONCURRENT_GENERATIONS_PER_CLIENT) {
      throw new TooManyRequestsError(AI_GENERATION_RETRY_AFTER_SECONDS, aiMessages.tooManyGenerations(running));
    }
    const [row] = await tx.insert(aiGenerations).values(values).returning();
    return row!;
  });
}

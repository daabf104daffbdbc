import { and, eq, gt } from "drizzle-orm";
import { AI_GENERATION_TIMEOUT_MS, AI_POLLING } from "@/lib/constants";
import { aiMessages } from "@/lib/messages";
import { bloom } from "../ai/current-engine";
import type { Design, DesignInput, OutlineInput } from "../ai/engine";
import { db } from "../db/client";
import { aiGenerations } from "../db/schema";
import { logger } from "../logger";
import { designRefusal, outlineRefusal } from "../ai/validate-result";
import { boss } from "./boss";
import { progressWriter } from "./progress-writer";
import { queues } from "./queues";

/** Queues a generation; the worker runs it (never the web request). */
export async function enqueueAiGeneration(generationId: number): Promise<void> {
  const queue = await boss();
  // The job records its own failures (ERROR with a reason); a retry is the user's regenerate.
  await queue.send(queues.aiGeneration.name, { generationId }, { retryLimit: 0, expireInSeconds: 300 });
}

/**
 * Queues again the generations still PENDING that were asked for recently (a queue replaced on
 * upgrade, or a job lost with its process); older ones are past the client's wait anyway.
 */
export async function enqueuePendingGenerations(): Promise<number> {
  const since = new Date(Date.now() - AI_GENERATION_TIMEOUT_MS);
  const pending = await db()
    .select({ id: aiGenerations.id })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.status, "PENDING"), gt(aiGenerations.createdAt, since)));
  for (const { id } of pending) await enqueueAiGeneration(id);
  return pending.length;
}

class TimedOut extends Error {}

/** `work`, or a TimedOut after `ms`. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs one generation: IN_PROGRESS with the engine's progress, then COMPLETED with a result that
 * passed the same checks as a hand-written save, or ERROR with the reason (an engine error, an
 * invalid result, or AI_GENERATION_TIMEOUT_MS passed). A generation that is no longer PENDING
 * (already run) is left alone.
 */
export async function runAiGeneration(
  generationId: number,
  { timeoutMs = AI_GENERATION_TIMEOUT_MS } = {},
): Promise<void> {
  const [row] = await db()
    .update(aiGenerations)
    .set({ status: "IN_PROGRESS", progress: 1, updatedAt: new Date() })
    .where(and(eq(aiGenerations.id, generationId), eq(aiGenerations.status, "PENDING")))
    .returning();
  if (!row) return;
  const progress = progressWriter(
    (value) => db().update(aiGenerations).set({ progress: value }).where(eq(aiGenerations.id, generationId)),
    { minIntervalMs: AI_POLLING.intervalMs / 2 },
  );
  const finish = (fields: Partial<typeof aiGenerations.$inferInsert>) =>
    db()
      .update(aiGenerations)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(aiGenerations.id, generationId));
  try {
    const engine = bloom();
    const result =
      row.kind === "OUTLINE"
        ? await withinTime(engine.outline(row.input as unknown as OutlineInput, progress), timeoutMs)
        : await withinTime(engine.design(row.input as unknown as DesignInput, progress), timeoutMs);
    const refusal =
      row.kind === "OUTLINE"
        ? outlineRefusal(result as Awaited<ReturnType<typeof engine.outline>>)
        : designRefusal(result as Design, (row.input as unknown as DesignInput).business_questions.length);
    if (refusal) {
      logger.warn({ generationId, refusal }, "AI generation result refused");
      await finish({ status: "ERROR", error: aiMessages.invalidResult(refusal) });
      return;
    }
    await finish({ status: "COMPLETED", progress: 100, result: result as unknown as Record<string, unknown> });
  } catch (error) {
    const reason =
      error instanceof TimedOut
        ? aiMessages.generationTimedOut(timeoutMs / 1000)
        : error instanceof Error
          ? error.message
          : String(error);
    logger.warn({ generationId, err: error }, "AI generation failed");
    await finish({ status: "ERROR", error: reason });
  }
}

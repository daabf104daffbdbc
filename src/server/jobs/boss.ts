import { PgBoss } from "pg-boss";
import { env } from "../env";
import { logger } from "../logger";
import { dropUnmigratableQueueSchema } from "./queue-schema";
import { queues } from "./queues";

let instance: Promise<PgBoss> | undefined;

/**
 * The process's pg-boss. Web processes only send jobs; the worker (in-process by default, or
 * `npm run worker`) also supervises and fetches them. Queue state lives in PostgreSQL (schema
 * pgboss). Queues notify: a worker is woken by PostgreSQL the moment a job is sent, instead of
 * finding it at its next poll (polling stays as the fallback).
 */
export function boss(options: { supervise?: boolean } = {}): Promise<PgBoss> {
  instance ??= (async () => {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set");
    await dropUnmigratableQueueSchema(url);
    const created = new PgBoss({
      connectionString: url,
      max: 4,
      supervise: options.supervise ?? false,
      // Only a worker sends the hourly housekeeping; several workers send it once between them.
      schedule: options.supervise ?? false,
      useListenNotify: options.supervise ?? false,
    });
    created.on("error", (error) => logger.error({ err: error }, "job queue error"));
    await created.start();
    for (const queue of Object.values(queues)) await created.createQueue(queue.name, { notify: true });
    return created;
  })();
  return instance;
}

/** Stops pg-boss, letting running jobs finish for up to `timeoutMs`. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  if (!instance) return;
  const current = await instance.catch(() => undefined);
  instance = undefined;
  await current?.stop({ graceful: true, timeout: timeoutMs });
}

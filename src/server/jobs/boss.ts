import { PgBoss } from "pg-boss";
import { STOP_SIGNAL_GRACE_MS } from "@/lib/constants";
import { env } from "../env";
import { logger } from "../logger";
import { dropUnmigratableQueueSchema } from "./queue-schema";
import { JOB_SUPERVISE_SECONDS, queues } from "./queues";

let instance: Promise<PgBoss> | undefined;
// On globalThis: the runtime bundle and the pages' bundle each carry a copy of this module (and a
// queue of their own), and the runtime's stop must reach both.
const STOPPING = Symbol.for("portal.jobs.stopping");
const process_ = globalThis as { [STOPPING]?: boolean };

/**
 * The process is stopping. A terminal's Ctrl-C reaches the embedded PostgreSQL as well, which may
 * close the queue's connections before the queue stops: from now on that is expected, not an error.
 */
export function queueStopping(): void {
  process_[STOPPING] = true;
}

/**
 * For a process that stops its queue as it ends (the runtime and the worker): pg-boss's LISTEN
 * connection drops its listeners before it ends (close() in pg-boss's dist/db.js), so a shutdown
 * notice of the database reaching it in between is an "error" event nobody hears, which Node makes
 * fatal. From the stop on, that notice is expected; any other uncaught error still ends the
 * process, as Node would.
 */
export function toleratePostgresShutdown(): void {
  process.on("uncaughtException", (error: Error & { code?: string }) => {
    if (databaseWentAway(error)) return logger.debug({ err: error }, "a closing connection heard the database stop");
    console.error(error);
    process.exit(1);
  });
}

/** PostgreSQL's shutdown codes (admin_shutdown, crash_shutdown, cannot_connect_now), or a closed or vanished socket. */
function databaseWentAway(error: Error & { code?: string }): boolean {
  return (
    ["57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ENOENT"].includes(error.code ?? "") ||
    /Connection terminated|not queryable/i.test(error.message)
  );
}

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
      superviseIntervalSeconds: JOB_SUPERVISE_SECONDS,
      monitorIntervalSeconds: JOB_SUPERVISE_SECONDS,
      // Only a worker sends the hourly housekeeping; several workers send it once between them.
      schedule: options.supervise ?? false,
      useListenNotify: options.supervise ?? false,
    });
    created.on("error", (error: Error & { code?: string }) => {
      if (!databaseWentAway(error)) return logger.error({ err: error }, "job queue error");
      const report = () => {
        if (process_[STOPPING]) logger.debug({ err: error }, "job queue: database stopped first");
        else logger.error({ err: error }, "job queue error");
      };
      // The database may go before this process hears the Ctrl-C that stopped it.
      if (process_[STOPPING]) report();
      else setTimeout(report, STOP_SIGNAL_GRACE_MS).unref();
    });
    await created.start();
    for (const queue of Object.values(queues)) await created.createQueue(queue.name, { notify: true });
    return created;
  })();
  return instance;
}

/** Stops pg-boss, letting running jobs finish for up to `timeoutMs`. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  if (!instance) return;
  queueStopping();
  const current = await instance.catch(() => undefined);
  instance = undefined;
  await current?.stop({ graceful: true, timeout: timeoutMs });
}

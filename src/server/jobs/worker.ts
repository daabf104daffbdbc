import { logger } from "../logger";
import { boss } from "./boss";
import { makeInterviewThumbnail } from "./interview-thumbnail";
import { queues } from "./queues";

/**
 * Registers the handlers of every queue on this process's pg-boss and starts fetching jobs.
 * Runs inside the web process by default (RUN_WORKER=true) or alone with `npm run worker`.
 */
export async function startWorker(): Promise<void> {
  const queue = await boss({ supervise: true });
  await queue.work(queues.interviewThumbnail.name, { batchSize: 2, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      const { interviewId } = queues.interviewThumbnail.payload.parse(job.data);
      await makeInterviewThumbnail(interviewId);
      logger.debug({ interviewId }, "interview thumbnail made");
    }
  });
}

import { bloom } from "../ai/current-engine";
import { db } from "../db/client";
import { pruneExpired } from "../security/rate-limit";
import { pruneAbandonedUploads } from "./prune-uploads";
import { pruneViewLog } from "./prune-view-log";
import { logger } from "../logger";
import { enqueuePendingGenerations, runAiGeneration } from "./ai-generation";
import { boss } from "./boss";
import { prepareDemoInterview } from "../demo/media/prepare-interview";
import { enqueuePendingInterviewVideos } from "./interview-render";
import { enqueueMissingThumbnails, makeInterviewThumbnail } from "./interview-thumbnail";
import { queues } from "./queues";
import { enqueuePendingShowreels, renderShowreelRevision } from "./showreel-render";

/**
 * A worker looks for jobs every `seconds` whether or not PostgreSQL's notifications are on: they
 * wake it at once for a new job, but pg-boss would otherwise slow its polling to every 30 s while
 * they are, and a backlog (the demo's first posters) would drain one batch at a time.
 */
const polling = (seconds: number) => ({ pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds });

/**
 * Registers the handlers of every queue on this process's pg-boss and starts fetching jobs, then
 * queues the work that is still owed: interview videos and thumbnails not made yet, showreels a stopped process left
 * unrendered, generations a replaced queue lost. Runs inside the web process by default (RUN_WORKER=true) or alone with `npm run worker`.
 */
export async function startWorker(): Promise<void> {
  const queue = await boss({ supervise: true });
  await queue.work(queues.interviewThumbnail.name, { batchSize: 2, ...polling(1) }, async (jobs) => {
    for (const job of jobs) {
      const { interviewId } = queues.interviewThumbnail.payload.parse(job.data);
      await makeInterviewThumbnail(interviewId);
      logger.debug({ interviewId }, "interview thumbnail made");
    }
  });
  // Interview videos still being made (the demo's after its first start): two at a time, one per
  // core, ahead of everything else the first start owes.
  await queue.work(
    queues.interviewRender.name,
    { batchSize: 1, localConcurrency: 2, ...polling(0.5) },
    async ([job]) => {
      if (job) await prepareDemoInterview(queues.interviewRender.payload.parse(job.data).videoAssetId);
    },
  );
  // Two reels render at a time (one per core); a new one is picked up when PostgreSQL notifies.
  await queue.work(
    queues.showreelRender.name,
    { batchSize: 1, localConcurrency: 2, ...polling(0.5) },
    async ([job]) => {
      if (!job) return;
      const { showreelId, revision } = queues.showreelRender.payload.parse(job.data);
      await renderShowreelRevision(showreelId, revision);
    },
  );
  // Bloom's generations: milliseconds with the built-in engine, seconds with a model. Up to five
  // are fetched at a time. A model server's run side by side, so a burst of researchers
  // does not queue past the client's 5 s polling limit; an in-process engine's one after another
  // (the built-in's take milliseconds; the local model runs one at a time anyway).
  await queue.work(queues.aiGeneration.name, { batchSize: 5, ...polling(0.5) }, async (jobs) => {
    const ids = jobs.map((job) => queues.aiGeneration.payload.parse(job.data).generationId);
    if (!bloom().inProcess) await Promise.all(ids.map((id) => runAiGeneration(id)));
    else for (const id of ids) await runAiGeneration(id);
  });
  // At minute 17 of every hour: sign-in limit windows long over are deleted.
  await queue.work(queues.pruneThrottles.name, polling(5), () => pruneExpired(db()));
  await queue.schedule(queues.pruneThrottles.name, "17 * * * *");
  // At minute 37 of every hour: uploads abandoned an hour after their address expired.
  await queue.work(queues.pruneUploads.name, polling(5), () => pruneAbandonedUploads(db()));
  await queue.schedule(queues.pruneUploads.name, "37 * * * *");
  // At 00:07 UTC every day: the view log past its 400 days, and yesterday's viewer-hash salt.
  await queue.work(queues.pruneViewLog.name, polling(5), () => pruneViewLog(db()));
  await queue.schedule(queues.pruneViewLog.name, "7 0 * * *");
  await enqueuePendingInterviewVideos();
  await enqueueMissingThumbnails();
  await enqueuePendingShowreels();
  await enqueuePendingGenerations();
}

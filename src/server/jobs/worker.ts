import { bloom } from "../ai/current-engine";
import { logger } from "../logger";
import { runAiGeneration } from "./ai-generation";
import { boss } from "./boss";
import { enqueueMissingThumbnails, makeInterviewThumbnail } from "./interview-thumbnail";
import { queues } from "./queues";
import { enqueuePendingShowreels, renderShowreelRevision } from "./showreel-render";

/**
 * Registers the handlers of every queue on this process's pg-boss and starts fetching jobs, then
 * queues the work that is still owed: thumbnails not made yet, showreels a stopped process left
 * unrendered. Runs inside the web process by default (RUN_WORKER=true) or alone with `npm run worker`.
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
  // Two fetch loops render two reels at a time (one per core); each polls every half second so a
  // new reel starts rendering at once.
  for (let lane = 0; lane < 2; lane++) {
    await queue.work(queues.showreelRender.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (!job) return;
      const { showreelId, revision } = queues.showreelRender.payload.parse(job.data);
      await renderShowreelRevision(showreelId, revision);
    });
  }
  // Bloom's generations: milliseconds with the built-in engine, seconds with a model. Fetched every
  // half second, up to five at a time. A model server's run side by side, so a burst of researchers
  // does not queue past the client's 5 s polling limit; an in-process engine's one after another
  // (the built-in's take milliseconds; the local model runs one at a time anyway).
  await queue.work(queues.aiGeneration.name, { batchSize: 5, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    const ids = jobs.map((job) => queues.aiGeneration.payload.parse(job.data).generationId);
    if (!bloom().inProcess) await Promise.all(ids.map((id) => runAiGeneration(id)));
    else for (const id of ids) await runAiGeneration(id);
  });
  await enqueueMissingThumbnails();
  await enqueuePendingShowreels();
}

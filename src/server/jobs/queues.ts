import { z } from "zod";

/**
 * Seconds between the heartbeats of a running render (pg-boss sends them while the handler runs).
 * A render whose worker died (killed, its machine lost) stops beating: the supervising worker
 * finds it within JOB_SUPERVISE_SECONDS more and puts it back for any worker to take (a render may
 * run twice: it writes under its revision, or finds its video made), instead of leaving it taken
 * until its expiry, minutes later. A generation is not retried: its asker has stopped waiting.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often a worker's pg-boss supervises: lost heartbeats, expiries, housekeeping. */
export const JOB_SUPERVISE_SECONDS = 10;

/** Every background queue, with the payload its jobs carry. */
export const queues = {
  interviewThumbnail: {
    name: "media.interview-thumbnail",
    payload: z.object({ interviewId: z.number().int().positive() }),
  },
  /** A pending interview video (the demo's, after the first start) to render. */
  interviewRender: {
    name: "media.interview-render",
    payload: z.object({ videoAssetId: z.number().int().positive() }),
  },
  showreelRender: {
    name: "media.showreel-render",
    payload: z.object({ showreelId: z.number().int().positive(), revision: z.number().int().positive() }),
  },
  aiGeneration: {
    name: "ai.generation",
    payload: z.object({ generationId: z.number().int().positive() }),
  },
  /** Hourly housekeeping: sign-in limit windows that ended a day ago or more. */
  pruneThrottles: {
    name: "maintenance.prune-throttles",
    payload: z.object({}).passthrough(),
  },
  /** Hourly housekeeping: uploads abandoned before they were checked, and their unchecked bytes. */
  pruneUploads: {
    name: "maintenance.prune-uploads",
    payload: z.object({}).passthrough(),
  },
  /** Daily housekeeping: share-link views older than 400 days, and viewer-hash salts of past days. */
  pruneViewLog: {
    name: "maintenance.prune-view-log",
    payload: z.object({}).passthrough(),
  },
} as const;

export type QueueName = (typeof queues)[keyof typeof queues]["name"];

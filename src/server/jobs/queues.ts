import { z } from "zod";

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
  /** Daily housekeeping: share-link views older than 400 days, and viewer-hash salts of past days. */
  pruneViewLog: {
    name: "maintenance.prune-view-log",
    payload: z.object({}).passthrough(),
  },
} as const;

export type QueueName = (typeof queues)[keyof typeof queues]["name"];

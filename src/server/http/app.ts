import type { Logger } from "pino";
import { env } from "@/server/env";
import { createRouter } from "./create-router";
import { errorHandler, notFoundHandler } from "./errors";
import { limitBody } from "./middleware/body-limit";
import { demoLatency, type LatencyRange } from "./middleware/demo-latency";
import { rejectMalformedJson } from "./middleware/json-body";
import { requestContext } from "./middleware/request-context";
import { documentOf } from "./openapi/document";
import { createDocsRouter } from "./routes/docs/index";
import { healthRouter } from "./routes/health/index";
import { studiesV3Router } from "./routes/studies/index";

/** Settings of one app instance; each defaults to the validated environment. */
export type AppOptions = {
  /** DEMO_LATENCY_MS: delay every answer by a random time in this range (the spec's demo mode). */
  demoLatencyMs?: LatencyRange;
  /** MAX_BODY_BYTES: larger request bodies are refused with 413. */
  maxBodyBytes?: number;
  /** Base logger of the request loggers (tests pass a silent or capturing one). */
  logger?: Logger;
};

// Probes and the reference answer at once even in demo mode.
const noDemoLatency = (path: string) => /^\/api\/(health|docs|openapi\.json)(\/|$)/.test(path);

/**
 * Builds the API: middleware in order (request id and access log, body limit, JSON check, demo
 * latency), the resource routers, the OpenAPI document and the JSON 404 and error handlers.
 * A new resource adds one `api.route(...)` line below.
 */
export function createApp(options: AppOptions = {}) {
  const settings = env();
  const { demoLatencyMs = settings.DEMO_LATENCY_MS, maxBodyBytes = settings.MAX_BODY_BYTES } = options;
  const api = createRouter().basePath("/api");

  api.use("*", requestContext(options.logger));
  api.use("*", limitBody(maxBodyBytes));
  api.use("*", rejectMalformedJson);
  if (demoLatencyMs) api.use("*", demoLatency(demoLatencyMs, noDemoLatency));

  api.route("/health", healthRouter);
  api.route("/v3/studies", studiesV3Router);
  api.route("/", createDocsRouter(documentOf(api)));

  api.notFound(notFoundHandler);
  api.onError(errorHandler);
  return api;
}

/** The production app, served by src/pages/api/[...path].ts. */
export const app = createApp();

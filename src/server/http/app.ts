import type { Logger } from "pino";
import { env } from "@/server/env";
import { createRouter } from "./create-router";
import { errorHandler, notFoundHandler } from "./errors";
import { limitBody } from "./middleware/body-limit";
import { demoLatency, type LatencyRange } from "./middleware/demo-latency";
import { authenticate } from "./middleware/authenticate";
import { isUploadPut, readInput } from "./middleware/read-input";
import { requestContext } from "./middleware/request-context";
import { documentOf } from "./openapi/document";
import { createDocsRouter } from "./routes/docs/index";
import { healthRouter } from "./routes/health/index";
import { aiRouter } from "./routes/ai/index";
import { assistantRouter } from "./routes/assistant/index";
import { oauthRouter } from "./routes/oauth/index";
import { studiesV3Router } from "./routes/studies/index";
import { insightsV3Router } from "./routes/insights/index";
import { studiesRouter } from "./routes/studies-v1/index";
import { studyDraftsRouter } from "./routes/study-drafts/index";
import { studiesV2Router } from "./routes/studies-v2/index";
import { projectsRouter } from "./routes/projects/index";
import { analysisRouter } from "./routes/analysis/index";
import { quotesRouter } from "./routes/quotes/index";
import { interviewsRouter } from "./routes/interviews/index";
import { segmentsRouter } from "./routes/segments/index";
import { businessQuestionsRouter, objectivesRouter } from "./routes/objectives/index";
import { showreelsV1Router, showreelsV3Router } from "./routes/showreels/index";
import { oembedRouter } from "./routes/oembed/index";
import { publishedShowreelsRouter } from "./routes/published-showreels/index";
import { shareLinksRouter } from "./routes/share-links/index";
import { authRouter } from "./routes/auth/index";
import { storageRouter } from "./routes/storage/index";
import { userRouter } from "./routes/user/index";
import { teamRouter } from "./routes/team/index";
import { mediaRouter } from "./routes/media/index";
import { videosRouter } from "./routes/videos/index";
import { marketplaceRouter } from "./routes/marketplace/index";
import { ordersRouter } from "./routes/orders/index";
import { exportsRouter } from "./routes/exports/index";
import { captureClientAddress } from "@/server/security/client-address";
import { apiSecurityHeaders } from "@/server/security/security-headers";

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
 * Builds the API: middleware in order (request id and access log, body limit, input check, demo
 * latency), the resource routers, the OpenAPI document and the JSON 404 and error handlers.
 * A new resource adds one `api.route(...)` line below.
 */
export function createApp(options: AppOptions = {}) {
  const settings = env();
  const { demoLatencyMs = settings.DEMO_LATENCY_MS, maxBodyBytes = settings.MAX_BODY_BYTES } = options;
  const api = createRouter().basePath("/api");

  api.use("*", requestContext(options.logger));
  api.use("*", apiSecurityHeaders);
  api.use("*", captureClientAddress);
  // Upload PUTs stream to disk under their own per-type size limit (storage/uploads.ts).
  const bodyLimit = limitBody(maxBodyBytes);
  api.use("*", (c, next) => (isUploadPut(c) ? next() : bodyLimit(c, next)));
  api.use("*", readInput);
  if (demoLatencyMs) api.use("*", demoLatency(demoLatencyMs, noDemoLatency));
  api.use("*", authenticate);

  api.route("/health", healthRouter);
  api.route("/v1/ai", aiRouter);
  api.route("/v3/assistant", assistantRouter);
  api.route("/v3/studies", studiesV3Router);
  api.route("/v3/insights", insightsV3Router);
  api.route("/studies", studiesRouter);
  api.route("/studies", studyDraftsRouter);
  api.route("/v2/studies", studiesV2Router);
  api.route("/projects", projectsRouter);
  api.route("/client", analysisRouter);
  api.route("/v3/quotes", quotesRouter);
  api.route("/v3/interviews", interviewsRouter);
  api.route("/v3/segments", segmentsRouter);
  api.route("/v3/objectives", objectivesRouter);
  api.route("/v3/business-questions", businessQuestionsRouter);
  api.route("/v1/showreels", showreelsV1Router);
  api.route("/v3/showreels", showreelsV3Router);
  api.route("/v1", publishedShowreelsRouter);
  api.route("/v1", shareLinksRouter);
  api.route("/v1", exportsRouter);
  api.route("/oembed", oembedRouter);
  api.route("/auth", authRouter);
  api.route("/user", userRouter);
  api.route("/client", teamRouter);
  api.route("/storage", storageRouter);
  api.route("/v1/media", mediaRouter);
  api.route("/marketplace", marketplaceRouter);
  api.route("/orders", ordersRouter);
  api.route("/", videosRouter);
  api.route("/auth/oauth", oauthRouter);
  api.route("/", createDocsRouter(documentOf(api)));

  api.notFound(notFoundHandler);
  api.onError(errorHandler);
  return api;
}

/** The production app, served by src/pages/api/[...path].ts. */
export const app = createApp();

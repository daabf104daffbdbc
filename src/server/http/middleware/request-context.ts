import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { Logger } from "pino";
import { logger as rootLogger } from "@/server/logger";
import type { AppEnv } from "../app-env";

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = "X-Request-Id";

// An incoming id is kept only if it is short and made of safe characters, so a client cannot
// inject log lines or huge values; anything else gets a fresh UUID.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming request id if it is sane, else a new random one. */
export function pickRequestId(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * First middleware of the API: sets `requestId` and a child `logger` on the context, echoes the
 * id in the response, and writes one access line per request (method, path, status, ms).
 */
export function requestContext(base: Logger = rootLogger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = pickRequestId(c.req.header(REQUEST_ID_HEADER));
    const log = base.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", log);
    c.header(REQUEST_ID_HEADER, requestId);
    try {
      // Errors below are turned into responses by Hono's compose before we get here.
      await next();
    } finally {
      const status = c.res.status;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { method: c.req.method, path: c.req.path, status, ms };
      if (status >= 500) log.warn(line, "request");
      else log.info(line, "request");
    }
  });
}

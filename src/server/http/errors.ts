import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope } from "@/lib/schemas/common";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { isConnectionLost } from "@/server/db/connection-lost";
import { AppError, ServiceUnavailableError, TooManyRequestsError } from "@/server/errors";
import { logger as rootLogger } from "@/server/logger";
import type { AppEnv } from "./app-env";

/** The messages the API itself answers with (the ones services choose travel on their errors). */
export const httpMessages = {
  notFound: "Not found.",
  serverError: "Server Error",
  invalidJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
} as const;

// Hono's JSON validator throws this for a JSON content type with an empty or unreadable body.
const HONO_MALFORMED_JSON = "Malformed JSON in request body";

/** Answers the error envelope `{ message, errors? }` with a status. */
export function errorJson(c: Context<AppEnv>, status: ContentfulStatusCode, body: ErrorEnvelope): Response {
  return c.json(body, status);
}

/** Unknown /api paths: a JSON 404, never Astro's HTML page. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => errorJson(c, 404, { message: httpMessages.notFound });

/**
 * The last stop of every error. Refusals (AppError, HTTPException) keep their status and message;
 * a database that cannot be reached answers 503 with Retry-After (it comes back by itself);
 * anything else is a bug: logged with its stack and the request id, answered as a bare 500.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    if (
      (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) &&
      error.retryAfterSeconds !== undefined
    ) {
      c.header("Retry-After", String(Math.ceil(error.retryAfterSeconds)));
    }
    return errorJson(
      c,
      error.status,
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    );
  }
  if (error instanceof HTTPException) {
    // Headers such as WWW-Authenticate or Allow survive; the body becomes the envelope.
    error.res?.headers.forEach((value, name) => {
      if (!/^content-(type|length)$/i.test(name)) c.header(name, value);
    });
    const status = error.status >= 400 ? (error.status as ContentfulStatusCode) : 500;
    if (status >= 500) logFailure(c, error);
    const message =
      error.message === HONO_MALFORMED_JSON ? httpMessages.invalidJson : error.message || statusText(status);
    return errorJson(c, status, { message: status >= 500 ? httpMessages.serverError : message });
  }
  if (isConnectionLost(error)) {
    (c.var.logger ?? rootLogger).warn({ err: error, path: c.req.path }, "database unreachable");
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return errorJson(c, 503, { message: messages.databaseUnavailable });
  }
  logFailure(c, error);
  return errorJson(c, 500, { message: httpMessages.serverError });
};

function logFailure(c: Context<AppEnv>, error: Error): void {
  // c.var.logger is missing only if the request-context middleware itself failed.
  const log = c.var.logger ?? rootLogger.child({ requestId: c.var.requestId });
  log.error({ err: error, method: c.req.method, path: c.req.path }, "request failed");
}

function statusText(status: number): string {
  const known: Record<number, string> = {
    400: "Bad Request",
    405: "Method Not Allowed",
    413: httpMessages.tooLarge,
    415: "Unsupported Media Type",
  };
  return known[status] ?? "Request failed.";
}

/**
 * Errors that services throw to refuse a request. They carry an HTTP status but import nothing
 * of Hono, so services stay usable from pages, jobs and scripts; the API's error handler turns
 * them into the `{ message, errors }` envelope of DESIGN.md §3.
 *
 * The web process runs two bundles of this source: the runtime (scripts/build.mjs bundles
 * src/server/runtime, whose request body throws IncompleteBodyError) and Astro's server build
 * (the API, whose error handler tests `instanceof`). Each bundle evaluates this module, so the
 * classes are made once per process and kept on globalThis under a registered symbol: the second
 * evaluation takes the first one's classes, and an error thrown by one bundle is an instance of
 * the other's class.
 */

import type { FieldErrors } from "@/lib/schemas/common";

/** The message of every 422, quoted by the spec. */
export const INVALID_DATA_MESSAGE = "The given data was invalid.";

function defineErrors() {
  /** Base class: a refusal the client may see, with its status and message. */
  class AppError extends Error {
    constructor(
      readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
      message: string,
      readonly errors?: FieldErrors,
    ) {
      super(message);
      this.name = new.target.name;
    }
  }

  /** 400: the request body stopped before it was whole (the client aborted, or the connection broke). */
  class IncompleteBodyError extends AppError {
    constructor(message = "The request body ended before it was complete.") {
      super(400, message);
    }
  }

  /** 413: a body longer than the route accepts (or longer than it announced). */
  class PayloadTooLargeError extends AppError {
    constructor(message = "The request body is too large.") {
      super(413, message);
    }
  }

  /** 401: no valid session or token. */
  class UnauthorizedError extends AppError {
    constructor(message = "Unauthenticated.") {
      super(401, message);
    }
  }

  /** 403: authenticated, but the permissions do not allow it. */
  class ForbiddenError extends AppError {
    constructor(message = "This action is unauthorized.") {
      super(403, message);
    }
  }

  /** 404: missing, or belonging to another tenant (which must look the same). */
  class NotFoundError extends AppError {
    constructor(message = "Not found.") {
      super(404, message);
    }
  }

  /** 409: the request contradicts the current state (a duplicate, a stale transition). */
  class ConflictError extends AppError {
    constructor(message = "The request conflicts with the current state.") {
      super(409, message);
    }
  }

  /** 422: invalid input; `errors` maps field paths to messages. */
  class ValidationError extends AppError {
    constructor(fieldErrors: FieldErrors, message = INVALID_DATA_MESSAGE) {
      super(422, message, fieldErrors);
    }

    /** A 422 about one field, the common case in services (`ValidationError.field("email", "…")`). */
    static field(field: string, message: string): ValidationError {
      return new ValidationError({ [field]: [message] });
    }
  }

  /** 429: rate limited; `retryAfterSeconds` becomes the Retry-After header. */
  class TooManyRequestsError extends AppError {
    constructor(
      readonly retryAfterSeconds?: number,
      message = "Too Many Attempts.",
    ) {
      super(429, message);
    }
  }

  /** 503: a service the request needs is briefly unreachable; it comes back by itself. */
  class ServiceUnavailableError extends AppError {
    constructor(
      message: string,
      readonly retryAfterSeconds: number,
    ) {
      super(503, message);
    }
  }

  return {
    AppError,
    IncompleteBodyError,
    PayloadTooLargeError,
    UnauthorizedError,
    ForbiddenError,
    NotFoundError,
    ConflictError,
    ValidationError,
    TooManyRequestsError,
    ServiceUnavailableError,
  };
}

type ErrorClasses = ReturnType<typeof defineErrors>;
const REGISTRY = Symbol.for("portal.server.errors");
const shared = globalThis as typeof globalThis & { [REGISTRY]?: ErrorClasses };
const classes: ErrorClasses = (shared[REGISTRY] ??= defineErrors());

export const AppError = classes.AppError;
export type AppError = InstanceType<ErrorClasses["AppError"]>;
export const IncompleteBodyError = classes.IncompleteBodyError;
export type IncompleteBodyError = InstanceType<ErrorClasses["IncompleteBodyError"]>;
export const PayloadTooLargeError = classes.PayloadTooLargeError;
export type PayloadTooLargeError = InstanceType<ErrorClasses["PayloadTooLargeError"]>;
export const UnauthorizedError = classes.UnauthorizedError;
export type UnauthorizedError = InstanceType<ErrorClasses["UnauthorizedError"]>;
export const ForbiddenError = classes.ForbiddenError;
export type ForbiddenError = InstanceType<ErrorClasses["ForbiddenError"]>;
export const NotFoundError = classes.NotFoundError;
export type NotFoundError = InstanceType<ErrorClasses["NotFoundError"]>;
export const ConflictError = classes.ConflictError;
export type ConflictError = InstanceType<ErrorClasses["ConflictError"]>;
export const ValidationError = classes.ValidationError;
export type ValidationError = InstanceType<ErrorClasses["ValidationError"]>;
export const TooManyRequestsError = classes.TooManyRequestsError;
export type TooManyRequestsError = InstanceType<ErrorClasses["TooManyRequestsError"]>;
export const ServiceUnavailableError = classes.ServiceUnavailableError;
export type ServiceUnavailableError = InstanceType<ErrorClasses["ServiceUnavailableError"]>;

/** For a read whose absence is an answer (`.catch(nullWhenNotFound)`): null for a 404, any other error thrown on. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}

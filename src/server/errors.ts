/**
 * Errors that services throw to refuse a request. They carry an HTTP status but import nothing
 * of Hono, so services stay usable from pages, jobs and scripts; the API's error handler turns
 * them into the `{ message, errors }` envelope of DESIGN.md §3.
 */

import type { FieldErrors } from "@/lib/schemas/common";

/** The message of every 422, quoted by the spec. */
export const INVALID_DATA_MESSAGE = "The given data was invalid.";

/** Base class: a refusal the client may see, with its status and message. */
export class AppError extends Error {
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
export class IncompleteBodyError extends AppError {
  constructor(message = "The request body ended before it was complete.") {
    super(400, message);
  }
}

/** 413: a body longer than the route accepts (or longer than it announced). */
export class PayloadTooLargeError extends AppError {
  constructor(message = "The request body is too large.") {
    super(413, message);
  }
}

/** 401: no valid session or token. */
export class UnauthorizedError extends AppError {
  constructor(message = "Unauthenticated.") {
    super(401, message);
  }
}

/** 403: authenticated, but the permissions do not allow it. */
export class ForbiddenError extends AppError {
  constructor(message = "This action is unauthorized.") {
    super(403, message);
  }
}

/** 404: missing, or belonging to another tenant (which must look the same). */
export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}

/** 409: the request contradicts the current state (a duplicate, a stale transition). */
export class ConflictError extends AppError {
  constructor(message = "The request conflicts with the current state.") {
    super(409, message);
  }
}

/** 422: invalid input; `errors` maps field paths to messages. */
export class ValidationError extends AppError {
  constructor(fieldErrors: FieldErrors, message = INVALID_DATA_MESSAGE) {
    super(422, message, fieldErrors);
  }

  /** A 422 about one field, the common case in services (`ValidationError.field("email", "…")`). */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** 429: rate limited; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds?: number,
    message = "Too Many Attempts.",
  ) {
    super(429, message);
  }
}

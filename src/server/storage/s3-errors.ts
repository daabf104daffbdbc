import { STORAGE_RETRY_AFTER_SECONDS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { ServiceUnavailableError } from "../errors";

// How the S3 store reads the SDK's errors: a missing object, the service not answering, or a
// refusal that configuration must fix.

/** The HTTP status of an S3 error answer; undefined when no answer came (no connection, a timeout). */
export const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export const isMissing = (error: unknown) => (error as Error).name === "NoSuchKey" || statusOf(error) === 404;

/**
 * Failures of the service itself (no connection, a timeout, a 5xx or a throttle) become a 503
 * with Retry-After: they pass by themselves. A refusal of the request (403: keys or policy) is a
 * configuration error and stays what it is, so it is logged as a failure and fixed.
 */
export function unavailableOr(error: unknown): unknown {
  if (isMissing(error)) return error;
  const status = statusOf(error);
  if (status === undefined || status >= 500 || status === 429) {
    return Object.assign(new ServiceUnavailableError(messages.storageUnavailable, STORAGE_RETRY_AFTER_SECONDS), {
      cause: error,
    });
  }
  return error;
}

/** Runs one S3 call, its failures mapped by {@link unavailableOr}. */
export async function calling<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailableOr(error);
  }
}

import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { errorJson, httpMessages } from "../errors";

/**
 * Refuses bodies above `maxBytes` with 413. hono's bodyLimit trusts Content-Length when there is
 * one and counts the bytes of chunked bodies as they arrive, so a streamed upload is cut off
 * too instead of being buffered whole.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorJson(c, 413, { message: httpMessages.tooLarge }),
  });
}

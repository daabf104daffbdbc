import pino from "pino";
import { env } from "./env";

/** The process-wide structured logger; request-scoped children carry the request id. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.authorization", "req.headers.cookie", "password", "*.password"],
});

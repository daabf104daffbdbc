import pino from "pino";
import { env } from "./env";

/** The configured level; an invalid configuration is reported by start-up, not by the logger's import. */
function level(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/** The process-wide structured logger; request-scoped children carry the request id. */
export const logger = pino({
  level: level(),
  base: undefined,
  redact: ["req.headers.authorization", "req.headers.cookie", "password", "*.password"],
});

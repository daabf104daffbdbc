/** Node's codes for a server that is not there (socket gone, refused, reset, timed out). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOENT", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
// SQLSTATE 57P01-57P03: the server is shutting down or starting (crash recovery); class 08: connection exceptions.
const SQLSTATE = /^(57P0[1-3]|08...)$/;
// "timeout exceeded when trying to connect": every pooled connection stayed busy for POOL_WAIT_MS.
const MESSAGES =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|the database system is (starting up|in recovery mode|shutting down)|Client has encountered a connection error/i;

/**
 * Whether an error (or one it wraps: Drizzle and pg-boss put the driver's error in `cause`) says
 * the database cannot be reached right now, as opposed to a query that is wrong. Such a failure
 * is temporary (the embedded cluster is restarted, a DATABASE_URL server comes back) and answers
 * 503 with Retry-After rather than 500.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (MESSAGES.test(current.message)) return true;
  }
  return false;
}

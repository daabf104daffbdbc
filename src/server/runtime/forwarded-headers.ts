import type { IncomingMessage } from "node:http";

const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/** Said once when a proxy seems to be in front while TRUST_PROXY is off. */
export const UNTRUSTED_PROXY_WARNING =
  "Requests carry X-Forwarded-For but TRUST_PROXY is off: if a proxy is in front, every visitor " +
  "shares its address, and the sign-in limits per address treat them as one. Set TRUST_PROXY=true " +
  "when that proxy sets the header.";

/**
 * What the server does with X-Forwarded-* headers. Client addresses feed the sign-in limits, so
 * only a trusted proxy may state them; otherwise they are dropped, and the first request carrying
 * X-Forwarded-For is reported (once) because it suggests a proxy whose clients all look alike.
 */
export function forwardedHeaderPolicy(trustProxy: boolean, warn: (line: string) => void) {
  let warned = false;
  return (req: IncomingMessage): void => {
    if (trustProxy) return;
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      warn(UNTRUSTED_PROXY_WARNING);
    }
    for (const header of FORWARDED_HEADERS) delete req.headers[header];
  };
}

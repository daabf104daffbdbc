import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";
import { createMiddleware } from "hono/factory";

declare module "@/server/http/app-env" {
  interface AppVariables {
    /** The peer address, read before any middleware replaces the request (see captureClientAddress). */
    clientAddress?: string;
  }
}

/** Where Astro's node adapter records the peer address of a request (astro/core/constants). */
export const CLIENT_ADDRESS = Symbol.for("astro.clientAddress");

/**
 * The address a request came from, as Astro's node adapter saw it, or "unknown" (requests built in
 * tests or by other hosts). Note: the adapter prefers the first X-Forwarded-For value, which a
 * client can forge unless a proxy in front overwrites it; the sign-in throttle is designed so that
 * forged addresses gain an attacker nothing beyond the per-account budget.
 */
export function clientAddress(request: Request): string {
  const raw = Reflect.get(request, CLIENT_ADDRESS);
  return typeof raw === "string" && raw ? throttleSubject(raw) : "unknown";
}

/**
 * The unit an address is throttled by: IPv4 as is (also when IPv4-mapped), IPv6 by its /64,
 * because one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function throttleSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The address of a raw request served before Astro's adapter (the public page's beacons), read
 * as the adapter reads it: the first X-Forwarded-For value, which reaches this far only from a
 * trusted proxy (runtime/forwarded-headers.ts removes it otherwise), else the peer.
 */
export function rawRequestAddress(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"]?.toString().split(",")[0]?.trim();
  const raw = forwarded || req.socket.remoteAddress;
  return raw ? throttleSubject(raw) : "unknown";
}

/** Test and host support: a request carrying a peer address the way Astro's adapter records it. */
export function withClientAddress(request: Request, address: string): Request {
  Reflect.set(request, CLIENT_ADDRESS, address);
  return request;
}

/**
 * API middleware, early in the chain: remembers the peer address, because later middleware
 * (hono's body limit on chunked bodies) may replace the Request object that carries it.
 */
export const captureClientAddress = createMiddleware<{ Variables: { clientAddress?: string } }>(async (c, next) => {
  c.set("clientAddress", clientAddress(c.req.raw));
  await next();
});

import { createHash } from "node:crypto";
import type { Context } from "hono";
import { CACHE_MAX_AGE_SECONDS } from "@/lib/constants";

/**
 * Headers and freshness of a read the spec marks cached (001 §7: results are kept for 3600 s per
 * path and parameters). The answer may be kept by the caller's browser only (`private`: it needs a
 * session), and carries a strong ETag of its body, so a revalidation after the hour costs a 304.
 */
export interface CachedRead {
  headers: Record<string, string>;
  /** The request's If-None-Match names this body: answer 304 without it. */
  notModified: boolean;
}

/** Whether an If-None-Match header (a list of entity tags, weak comparison, or "*") matches `etag`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The cache headers of `payload` (as c.json will serialise it) and whether the caller already has it. */
export function cachedRead(c: Context, payload: unknown): CachedRead {
  const etag = `"${createHash("sha256").update(JSON.stringify(payload)).digest("base64url").slice(0, 27)}"`;
  return {
    headers: { "Cache-Control": `private, max-age=${CACHE_MAX_AGE_SECONDS}`, ETag: etag },
    notModified: matchesEtag(c.req.header("if-none-match"), etag),
  };
}

/** The OpenAPI description of a cached read's 304 (for `responses` of createRoute). */
export const notModifiedResponse = {
  304: { description: "Not modified: If-None-Match named the current ETag (the body is the same as before)" },
} as const;

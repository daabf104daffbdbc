import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { MAX_JSON_DEPTH } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { ValidationError } from "@/server/errors";
import type { AppEnv } from "../app-env";
import { errorJson, httpMessages } from "../errors";

// The media types Hono's JSON validator parses (application/json and application/*+json).
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

// Keys that name an object's prototype machinery rather than data: dropped wherever they occur,
// so no schema, record or spread downstream can be steered by them.
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The one reader of the API's text input, before any route sees it:
 * - a NUL character in a query parameter or in any string (or key) of a JSON body is a 422 naming
 *   the field (PostgreSQL cannot store it, and no text of the product needs it); path parameters
 *   are checked by the routes' validation hook, which knows their names (create-router.ts);
 * - a JSON body that does not parse is a 400, one nested deeper than MAX_JSON_DEPTH a 422;
 * - prototype keys (`__proto__`, `constructor`, `prototype`) are removed from JSON bodies.
 * The cleaned body replaces the request's, so the route's validator parses what was checked here. Empty bodies pass: routes that require a body refuse
 * them through their own validation. Upload PUTs are never read here, whatever content type they
 * claim: they stream to disk after their signature is checked (storage/uploads.ts), so an
 * unsigned request cannot make the server hold a body of its choosing in memory.
 */
export const readInput = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    if (key.includes("\0") || value.includes("\0")) throw nulIn(key.replaceAll("\0", "") || "query");
  }
  if (!c.req.raw.body || !isJsonBody(c) || isUploadPut(c)) return next();
  const raw = c.req.raw;
  const text = await raw.text();
  if (text.trim() === "") return next();
  let body: unknown;
  try {
    body = JSON.parse(text, (key, value: unknown) => (PROTOTYPE_KEYS.has(key) ? undefined : value));
  } catch {
    // A syntax error, or nesting deep enough to exhaust the parser's stack.
    return invalidJson(c);
  }
  checkStrings(body);
  c.req.raw = new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: JSON.stringify(body),
    signal: raw.signal,
  });
  return next();
});

/** Whether the request says its body is JSON (the media types Hono's JSON validator parses). */
export function isJsonBody(c: Context<AppEnv>): boolean {
  return JSON_MEDIA_TYPE.test(c.req.header("content-type")?.split(";")[0]?.trim() ?? "");
}

/** A PUT of a presigned upload address: its body is the file, streamed, not API input. */
export function isUploadPut(c: Context<AppEnv>): boolean {
  return c.req.method === "PUT" && c.req.path.startsWith("/api/storage/upload/");
}

function invalidJson(c: Context<AppEnv>): Response {
  return errorJson(c, 400, { message: httpMessages.invalidJson });
}

/** The 422 for a NUL character in `field`. */
export function nulIn(field: string): ValidationError {
  return ValidationError.field(field, messages.nulCharacter(field));
}

/**
 * Walks a parsed body without recursion (its depth is the client's choice): the first string or
 * key with a NUL, or nesting past MAX_JSON_DEPTH, is a 422 on its field path ("items.0.title",
 * the form of every 422 of the API).
 */
function checkStrings(body: unknown): void {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    const field = path.join(".") || "body";
    if (typeof value === "string") {
      if (value.includes("\0")) throw nulIn(field);
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_JSON_DEPTH) throw ValidationError.field(field, messages.nestedTooDeeply(MAX_JSON_DEPTH));
    for (const [key, child] of Object.entries(value)) {
      if (key.includes("\0")) throw nulIn([...path, key.replaceAll("\0", "")].join(".") || "body");
      pending.push({ value: child, path: [...path, key] });
    }
  }
}

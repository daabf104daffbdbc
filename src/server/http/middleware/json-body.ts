import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../create-router";
import { errorJson, httpMessages } from "../errors";

// The media types Hono's JSON validator parses (application/json and application/*+json).
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Answers 400 for a JSON request whose body does not parse, before any route sees it, so a
 * handler can never turn a SyntaxError into a 500. The text stays cached on the request, so
 * the route's validator reads it again without touching the stream. Empty bodies pass: routes
 * that require a body refuse them through their own validation.
 */
export const rejectMalformedJson = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  if (!c.req.raw.body || !JSON_MEDIA_TYPE.test(mediaType)) return next();
  const text = await c.req.text();
  if (text.trim() === "") return next();
  try {
    JSON.parse(text);
  } catch {
    return errorJson(c, 400, { message: httpMessages.invalidJson });
  }
  return next();
});

import { Readable } from "node:stream";
import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { parseRange } from "@/server/media/byte-range";
import { servableMedia, type ServableMedia } from "@/server/services/videos/media-serve";
import { objectStore } from "@/server/storage/store";
import type { AppEnv } from "../../app-env";
import type { serveMediaRoute } from "./routes";

// If-None-Match: a list of entity tags (weak comparison) or "*".
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

// If-Range: a strong entity tag, or the exact Last-Modified date; anything else means "send it all".
function rangeStillValid(header: string | undefined, media: ServableMedia, lastModified: string): boolean {
  if (!header) return true;
  const value = header.trim();
  return value.startsWith('"') ? value === media.etag : value === lastModified;
}

// A stored slice as a web stream; opened only when a body is really sent (never for HEAD or 304).
async function storedBody(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
  return Readable.toWeb(await objectStore().read(key, { start, end })) as ReadableStream<Uint8Array>;
}

export const handleServeMedia: RouteHandler<typeof serveMediaRoute, AppEnv> = async (c) => {
  const media = await servableMedia(db(), c.req.valid("param").file, c.req.valid("query"));
  const lastModified = media.mtime.toUTCString();
  const headers: Record<string, string> = {
    "Content-Type": media.contentType,
    "Accept-Ranges": "bytes",
    ETag: media.etag,
    "Last-Modified": lastModified,
    "Cache-Control": media.maxAge > 0 ? `private, max-age=${media.maxAge}` : "private, no-cache",
  };
  if (c.req.valid("query").download === "1")
    headers["Content-Disposition"] = `attachment; filename="${media.fileName}"`;
  if (matchesAny(c.req.header("if-none-match"), media.etag)) return c.body(null, 304, headers);

  const range = rangeStillValid(c.req.header("if-range"), media, lastModified)
    ? parseRange(c.req.header("range"), media.size)
    : ({ kind: "whole" } as const);
  if (range.kind === "unsatisfiable") {
    return c.body(null, 416, { ...headers, "Content-Range": `bytes */${media.size}`, "Content-Length": "0" });
  }
  const [start, end, status] =
    range.kind === "partial" ? [range.start, range.end, 206 as const] : [0, media.size - 1, 200 as const];
  if (status === 206) headers["Content-Range"] = `bytes ${start}-${end}/${media.size}`;
  headers["Content-Length"] = String(media.size === 0 ? 0 : end - start + 1);
  if (c.req.method === "HEAD" || media.size === 0) return c.body(null, status, headers);
  return c.body(await storedBody(media.key, start, end), status, headers);
};

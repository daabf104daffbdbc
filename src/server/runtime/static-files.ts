import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile {
  file: string;
  size: number;
  type: string;
  etag: string;
  cacheControl: string;
}

/**
 * The built client files (dist/client), indexed once at start: a page request then costs a map
 * lookup instead of file-system checks. Hashed /_astro/ assets are immutable; others revalidate.
 * Returns a handler that answers a request for a known file and says whether it did.
 */
export async function staticFiles(folder: string) {
  const files = new Map<string, StaticFile>();
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else {
        const info = await fs.stat(full);
        const url = "/" + path.relative(folder, full).split(path.sep).join("/");
        files.set(url, {
          file: full,
          size: info.size,
          type: TYPES[path.extname(full)] ?? "application/octet-stream",
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          cacheControl: url.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        });
      }
    }
  };
  await visit(folder).catch(() => undefined);

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "/").split("?", 1)[0]!;
    const found = files.get(pathname);
    if (!found) return false;
    res.setHeader("Content-Type", found.type);
    res.setHeader("Cache-Control", found.cacheControl);
    res.setHeader("ETag", found.etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.headers["if-none-match"] === found.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", found.size);
    if (req.method === "HEAD") res.end();
    else send(found.file, res);
    return true;
  };
}

/**
 * Streams a file to the response. A file that went away after the index was made (a rebuild of
 * dist/ under a running server) is a 404, not an unhandled stream error that ends the process; a
 * client that leaves early closes the file.
 */
function send(file: string, res: ServerResponse): void {
  const stream = createReadStream(file);
  stream.once("error", () => {
    if (res.headersSent) return void res.destroy();
    for (const header of ["Content-Length", "ETag", "Cache-Control"]) res.removeHeader(header);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found");
  });
  res.once("close", () => stream.destroy());
  stream.pipe(res);
}

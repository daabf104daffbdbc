import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";

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

/** One form of a file on disk: as built, or compressed beside it by scripts/precompress.mjs. */
interface Variant {
  file: string;
  size: number;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  /** The file as built, then its brotli and gzip forms when the build made them. */
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

type Encoding = "br" | "gzip" | "identity";
const SUFFIXES: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };
/** The server's order when a browser accepts several equally: the smallest first. */
const PREFERRED: readonly Encoding[] = ["br", "gzip", "identity"];

/** The encoding to send among those built; negotiator 1.0 takes the server's preference, its typings predate it. */
function negotiate(req: IncomingMessage, available: Encoding[]): Encoding {
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  return (negotiator.encoding(available, { preferred: PREFERRED }) as Encoding | undefined) ?? "identity";
}

/** Whether a file is the compressed form of another in the same folder (then it is not served by its own name). */
const isCompressedForm = (name: string, names: Set<string>) =>
  Object.values(SUFFIXES).some((suffix) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length)));

async function variantOf(file: string, tag: string): Promise<Variant | undefined> {
  const info = await fs.stat(file).catch(() => undefined);
  if (!info) return undefined;
  return {
    file,
    size: info.size,
    etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${tag}"`,
  };
}

/**
 * The built client files (dist/client), indexed once at start: a page request then costs a map
 * lookup instead of file-system checks. Hashed /_astro/ assets are immutable; others revalidate.
 * A file with compressed forms beside it is sent in the smallest one the request's
 * Accept-Encoding allows, with Content-Encoding, and Vary: Accept-Encoding for caches.
 * Returns a handler that answers a request for a known file and says whether it did.
 */
export async function staticFiles(folder: string) {
  const files = new Map<string, StaticFile>();
  const visit = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (!isCompressedForm(entry.name, names)) {
        const url = "/" + path.relative(folder, full).split(path.sep).join("/");
        const variants: StaticFile["variants"] = { identity: (await variantOf(full, ""))! };
        for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Exclude<Encoding, "identity">, string][]) {
          if (names.has(entry.name + suffix)) variants[encoding] = await variantOf(full + suffix, `-${encoding}`);
        }
        files.set(url, {
          type: TYPES[path.extname(full)] ?? "application/octet-stream",
          cacheControl: url.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          variants,
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
    const available = PREFERRED.filter((encoding) => found.variants[encoding]);
    const encoding = available.length > 1 ? negotiate(req, available) : "identity";
    const variant = found.variants[encoding]!;
    res.setHeader("Content-Type", found.type);
    res.setHeader("Cache-Control", found.cacheControl);
    res.setHeader("ETag", variant.etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (available.length > 1) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === variant.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", variant.size);
    if (req.method === "HEAD") res.end();
    else send(variant.file, res);
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
    for (const header of ["Content-Length", "ETag", "Cache-Control", "Content-Encoding"]) res.removeHeader(header);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found");
  });
  res.once("close", () => stream.destroy());
  stream.pipe(res);
}

/**
 * Compresses the built client files once, at build time, beside the originals (`x.js.br`,
 * `x.js.gz`), so the static-file handler sends the smaller one a browser accepts without
 * compressing anything per request. Brotli at its highest quality, gzip at its highest level: the
 * cost is paid once per build. A file that does not shrink (images, fonts) gets no variant.
 * Plain JS on purpose: scripts/build.mjs runs it before anything is compiled.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".html",
  ".webmanifest",
  ".xml",
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every compressible file under `dir`. */
async function compressibleFiles(dir) {
  const files = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
      files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

/**
 * Writes `.br` and `.gz` beside every compressible file under `folder`; answers how many files it
 * compressed. All files at once: zlib compresses in libuv's thread pool, so every core works.
 */
export async function precompress(folder) {
  const compressed = await Promise.all(
    (await compressibleFiles(folder)).map(async (full) => {
      const content = await fs.readFile(full);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.writeFile(`${full}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${full}.gz`, gz);
      return br.length < content.length || gz.length < content.length;
    }),
  );
  return compressed.filter(Boolean).length;
}

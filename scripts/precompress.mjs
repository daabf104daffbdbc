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

/** Writes `.br` and `.gz` beside every compressible file under `folder`; answers how many files it compressed. */
export async function precompress(folder) {
  let count = 0;
  const visit = async (dir) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (COMPRESSIBLE.has(path.extname(entry.name))) {
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
        if (br.length < content.length || gz.length < content.length) count++;
      }
    }
  };
  await visit(folder);
  return count;
}

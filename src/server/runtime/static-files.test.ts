import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { precompress } from "../../../scripts/precompress.mjs";
import { staticFiles } from "./static-files";

let server: http.Server | undefined;
afterEach(() => server?.close());

/** Serves `folder` through the static-file handler on loopback; other paths answer 418. */
async function serve(folder: string): Promise<string> {
  const handle = await staticFiles(folder);
  server = http.createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("static files", () => {
  it("serves an indexed file, and answers 404 (and keeps serving) when it vanished after the index was made", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "static-"));
    await fs.mkdir(path.join(folder, "_astro"));
    await fs.writeFile(path.join(folder, "_astro", "page.css"), "body{}");
    await fs.writeFile(path.join(folder, "_astro", "gone.css"), "main{}");
    const url = await serve(folder);

    const served = await fetch(`${url}/_astro/page.css`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(await served.text()).toBe("body{}");

    // A rebuild of dist/ under the running server removes an old hashed file.
    await fs.rm(path.join(folder, "_astro", "gone.css"));
    const gone = await fetch(`${url}/_astro/gone.css`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("etag")).toBeNull();
    expect((await fetch(`${url}/_astro/page.css`)).status).toBe(200);
    await fs.rm(folder, { recursive: true, force: true });
  });

  it("sends the build's brotli or gzip form as Accept-Encoding allows, with Vary, and 304 per form", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "static-"));
    await fs.mkdir(path.join(folder, "_astro"));
    const script = `export const words = ${JSON.stringify("every island says the same thing ".repeat(200))};\n`;
    await fs.writeFile(path.join(folder, "_astro", "island.js"), script);
    await fs.writeFile(
      path.join(folder, "favicon.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(100)}</svg>`,
    );
    expect(await precompress(folder)).toBe(2);
    const url = await serve(folder);

    const br = await get(`${url}/_astro/island.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get(`${url}/_astro/island.js`, { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(`${url}/_astro/island.js`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(script);

    // Each form has its own ETag: a cache holding the gzip form revalidates it, not the brotli one.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await get(`${url}/_astro/island.js`, {
      "accept-encoding": "gzip",
      "if-none-match": gzip.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(
      (await get(`${url}/_astro/island.js`, { "accept-encoding": "br", "if-none-match": gzip.headers.etag! })).status,
    ).toBe(200);

    // Public files too, revalidated hourly; the compressed files are not addresses of their own.
    const icon = await get(`${url}/favicon.svg`, { "accept-encoding": "br" });
    expect(icon.headers["content-encoding"]).toBe("br");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await get(`${url}/_astro/island.js.br`, {})).status).toBe(418);
    await fs.rm(folder, { recursive: true, force: true });
  });
});

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

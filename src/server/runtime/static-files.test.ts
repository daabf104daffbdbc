import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
});

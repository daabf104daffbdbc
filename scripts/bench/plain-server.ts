import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * A plain Node HTTP server in a process of its own that answers every request with the same bytes
 * and headers: the floor a page served by the portal is compared with (no routing, no database,
 * no work per request). Its own process, as the portal's is, so neither shares the load generator's
 * event loop.
 */
export async function plainServer(
  body: string,
  headers: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const script = `
    const http = require("node:http");
    const body = Buffer.from(process.env.BODY, "base64");
    const headers = { ...JSON.parse(process.env.HEADERS), "content-length": String(body.length) };
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.keepAliveTimeout = 60_000;
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
  `;
  const child = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, BODY: Buffer.from(body).toString("base64"), HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  return {
    url: `http://127.0.0.1:${Number(chunk.toString().trim())}`,
    async stop() {
      child.kill();
      await once(child, "exit");
    },
  };
}

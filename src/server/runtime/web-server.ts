import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Env } from "../env";
import { setEnv } from "../env";
import { projectRoot } from "../util/project-root";
import { forwardedHeaderPolicy } from "./forwarded-headers";
import { close, listen } from "./http-server";
import { attachRequestBody } from "./request-body";
import { staticFiles } from "./static-files";

const root = projectRoot(import.meta.url);
const serverEntry = path.join(root, "dist", "server", "entry.mjs");

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** A URL that cannot be percent-decoded is refused before routing (as the adapter's own server does). */
function isDecodable(url: string | undefined): boolean {
  try {
    decodeURI(url ?? "/");
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves the built portal on HOST:PORT from this process: static files, the public showreel fast
 * path, then Astro's pages and the API. The same in a single process and in each web process of a
 * cluster (node:cluster shares the port between them). Resolves once listening; `stop` lets
 * requests in progress finish.
 */
export async function serveWeb(
  env: Env,
  databaseUrl: string,
  say: (line: string) => void,
): Promise<{ stop(): Promise<void> }> {
  // React and other CommonJS dependencies of the build pick their production code from this.
  setEnv({ NODE_ENV: "production" });
  const { handler: pages } = (await import(pathToFileURL(serverEntry).href)) as { handler: Handler };
  const serveStatic = await staticFiles(path.join(root, "dist", "client"));
  const { servePublicShowreel } = await import("../public-showreel/fast-path");
  const { serveViewBeacon } = await import("../public-showreel/beacon-fast-path");
  const { cachePublicShowreelRows } = await import("../public-showreel/row-cache");
  const publicRows = cachePublicShowreelRows(databaseUrl);
  const applyForwardedPolicy = forwardedHeaderPolicy(env.TRUST_PROXY, (line) => say(`Warning: ${line}`));
  const server = await listen(
    (req, res) => {
      applyForwardedPolicy(req);
      if (!isDecodable(req.url)) {
        res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request.");
      } else if (!serveStatic(req, res) && !servePublicShowreel(req, res) && !serveViewBeacon(req, res)) {
        attachRequestBody(req, res);
        void pages(req, res);
      }
    },
    env.HOST,
    env.PORT,
  ).catch(async (error: unknown) => {
    await publicRows.stop();
    throw error;
  });
  return {
    async stop() {
      await publicRows.stop();
      await close(server);
    },
  };
}

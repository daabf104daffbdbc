/**
 * The server entry of the Astro build (astro.config.mjs points the Node adapter here): the page
 * and API handler that src/server/runtime/main.ts mounts. It replaces the adapter's own handler for
 * two measured costs on every request (about 8% of a page's CPU):
 * - the adapter runs each render inside an AsyncLocalStorage only to name the URL when a promise
 *   rejection goes unhandled; on Node 20 that turns on promise hooks for every promise of the process;
 * - it copies the body chunk by chunk from a web stream; a page or a JSON answer is one string
 *   already, so it goes out with its headers in one write.
 * Media and other streamed bodies are still streamed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SSRManifest } from "astro";
import { NodeApp } from "astro/app/node";

/**
 * NodeApp.createRequest ties an AbortController to the socket with a "close" listener and leaves
 * its removal to whoever writes the response (NodeApp.writeResponse does); a keep-alive socket
 * would otherwise collect one listener per request. tests/runtime/keep-alive.test.ts watches it.
 */
const REQUEST_CLEANUP = Symbol.for("astro.nodeRequestAbortControllerCleanup");

/** Bodies that are whole strings when rendered (pages, API JSON), sent in one write. */
const WHOLE_BODY = /^(text\/html|application\/json|application\/problem\+json)/;

export function createExports(manifest: SSRManifest) {
  const app = new NodeApp(manifest, false);
  const allowedDomains = app.getAllowedDomains?.() ?? [];
  // Error pages are server-rendered routes here; nothing is prerendered to fetch.
  const prerenderedErrorPageFetch = () => Promise.resolve(new Response(null, { status: 404 }));

  async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const request = NodeApp.createRequest(req, { allowedDomains });
      const routeData = app.match(request, true);
      const response = await app.render(request, { addCookieHeader: true, routeData, prerenderedErrorPageFetch });
      await send(response, res);
    } catch (error) {
      console.error(`[portal] Could not render ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal server error");
      else res.destroy();
    } finally {
      releaseRequest(req);
    }
  }
  return { handler };
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  if (response.body && !WHOLE_BODY.test(type)) {
    await NodeApp.writeResponse(response, res);
    return;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (body) headers["content-length"] = String(body.length);
  // Node's reason phrase for the status: a page that sets only Astro.response.status (403, 404)
  // keeps the Response's default statusText "OK", which would otherwise go out as "403 OK".
  res.writeHead(response.status, headers).end(body);
}

/** Runs the request's socket-listener cleanup, whichever way its response ended (idempotent). */
function releaseRequest(req: IncomingMessage): void {
  const cleanup: unknown = Reflect.get(req, REQUEST_CLEANUP);
  if (typeof cleanup === "function") cleanup();
}

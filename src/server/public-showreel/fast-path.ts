import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../logger";
import { publicShowreelAddress } from "@/lib/paths";
import { answerWithRow, type PublicPageAnswer, publicShowreelResponse } from "./respond";
import { keptPublicShowreelRow } from "./row-cache";

/**
 * Serves public showreel pages in the production server before the page router: they are the
 * portal's most-shared, logged-out pages, and skipping the router and the session middleware
 * (which they do not need) makes them nearly as cheap as a static file. Same document and
 * headers as src/pages/public/showreels (which serves them in `astro dev`). Returns false for
 * any other request.
 */
export function servePublicShowreel(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "/").split("?")[0]!;
  if (!pathname.startsWith("/public/showreels/")) return false;
  const address = publicShowreelAddress(pathname);
  if (address === null) return false;
  const write = ({ status, headers, html, body }: PublicPageAnswer) => {
    if (status === 304) return void res.writeHead(304, headers).end();
    const bytes = body ?? Buffer.from(html);
    res.writeHead(status, { ...headers, "Content-Length": String(bytes.length) });
    res.end(req.method === "HEAD" ? undefined : bytes);
  };
  const cookie = req.headers.cookie;
  const ifNoneMatch = req.headers["if-none-match"];
  // A row kept in memory is answered at once, without a turn of the event loop.
  const kept = keptPublicShowreelRow(address.publicId);
  if (kept) {
    write(answerWithRow(kept, address.publicId, pathname, address.embed, cookie, ifNoneMatch));
    return true;
  }
  publicShowreelResponse(address.publicId, pathname, address.embed, cookie, ifNoneMatch).then(
    write,
    (error: unknown) => {
      logger.error({ err: error }, "public showreel page failed");
      res.writeHead(500, { "Content-Type": "text/plain" }).end("Server error.");
    },
  );
  return true;
}

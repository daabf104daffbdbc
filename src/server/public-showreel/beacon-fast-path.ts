import type { IncomingMessage, ServerResponse } from "node:http";
import { shareViewBeaconSchema } from "@/lib/schemas/share-link";
import { db } from "../db/client";
import { INVALID_DATA_MESSAGE } from "../errors";
import { zodFieldErrors } from "../http/create-router";
import { logger } from "../logger";
import { rawRequestAddress } from "../security/client-address";
import { applySecurityHeaders } from "../security/security-headers";
import { takeBeacon } from "../services/sharing/view-beacons";

/** POST /api/v1/public/share_links/{id}/views, with the id as the API route takes it (at most 200 characters). */
const BEACON_PATH = /^\/api\/v1\/public\/share_links\/([^/?]{1,200})\/views(?:\?.*)?$/;
/** A beacon's form is two short fields; anything longer is not one. */
const MAX_BODY_BYTES = 1024;

/** The API's response headers, as the Hono app sets them on every answer. */
const HEADERS = (() => {
  const headers = new Headers();
  applySecurityHeaders(headers, "api");
  return Object.fromEntries(headers);
})();

/**
 * Serves the public page's view beacons in the production server before the page router, as the
 * public page itself is: a viewer's player sends one every 10 s, and the router's per-request work
 * cost more than the beacon's own (the view waits in memory for the next batch write). Same
 * answers as the API route (204, whatever the link; 422 with the field errors for a body that is
 * not a beacon). Only form bodies, as `navigator.sendBeacon` posts them, take this path; any other
 * request to the address goes to the router, which answers it as the OpenAPI document says.
 */
export function serveViewBeacon(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST") return false;
  const match = BEACON_PATH.exec(req.url ?? "");
  if (!match || !req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return false;
  const linkId = decodeURIComponent(match[1]!);
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on("end", () => {
    const form =
      size <= MAX_BODY_BYTES ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())) : {};
    const beacon = shareViewBeaconSchema.safeParse(form);
    if (!beacon.success) {
      const body = JSON.stringify({ message: INVALID_DATA_MESSAGE, errors: zodFieldErrors(beacon.error, "form") });
      res.writeHead(422, { ...HEADERS, "Content-Type": "application/json" }).end(body);
      return;
    }
    takeBeacon(db(), linkId, beacon.data, rawRequestAddress(req), req.headers["user-agent"] ?? "").then(
      () => res.writeHead(204, HEADERS).end(),
      (error: unknown) => {
        logger.error({ err: error }, "view beacon failed");
        res.writeHead(500, { ...HEADERS, "Content-Type": "text/plain" }).end("Server error.");
      },
    );
  });
  return true;
}

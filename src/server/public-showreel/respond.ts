import { db } from "../db/client";
import { env } from "../env";
import { applySecurityHeaders } from "../security/security-headers";
import { findPublicShowreel } from "../services/showreels/public-showreel";
import { publicShowreelHtml } from "./page-html";

/** The public id in /public/showreels/{id} or /public/showreels/v3/{id}, else null. */
export function publicShowreelId(pathname: string): string | null {
  const match = /^\/public\/showreels\/(?:v3\/)?([^/]+)\/?$/.exec(pathname);
  return match ? match[1]! : null;
}

/**
 * The response of a public showreel page: one query (the publication is read on every request,
 * so unpublishing takes effect on the next one), the document, and the headers that keep it out
 * of caches, referrers and (unless the owner opted in) search engines. 404 with the spec's
 * message for an unknown or unpublished link.
 */
export async function publicShowreelResponse(publicId: string, pathname: string) {
  const found = await findPublicShowreel(db(), publicId);
  const origin = env().publicUrl;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  if (!found?.indexable) headers.set("X-Robots-Tag", "noindex");
  applySecurityHeaders(headers, "public-page");
  const html = publicShowreelHtml(found, new URL(pathname, origin).href, origin);
  return { status: found ? 200 : 404, headers, html };
}

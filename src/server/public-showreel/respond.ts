import { publicShowreelAddress } from "@/lib/paths";
import { db } from "../db/client";
import { env } from "../env";
import { applySecurityHeaders } from "../security/security-headers";
import { findPublicShowreelRow, publicShowreelOf } from "../services/showreels/public-showreel";
import { publicShowreelHtml } from "./page-html";
import { shareLinkLock, unlockFromForm } from "./share-gate";

/** The response headers: no caching, no referrer, and noindex unless the owner opted in. */
function headersOf(indexable: boolean, embed: boolean): Record<string, string> {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  if (!indexable) headers.set("X-Robots-Tag", "noindex");
  applySecurityHeaders(headers, embed ? "embed-page" : "public-page");
  return Object.fromEntries(headers);
}

const HEADERS = {
  indexable: headersOf(true, false),
  hidden: headersOf(false, false),
  // Other sites frame the embed; it is never indexed on its own.
  embed: headersOf(false, true),
};

// Documents already built, keyed by everything they show (the row as just read, the path, and
// the hour that media signatures expire in). The row is read on every request, so an entry can
// never outlive a change or an unpublish; it only saves rebuilding the same bytes.
const documents = new Map<string, string>();
const MAX_DOCUMENTS = 500;

/**
 * The response of a public showreel page: one query, the document, and its headers; 404 with the
 * spec's message for an unknown or unpublished link (or a revoked or expired share link).
 */
export async function publicShowreelResponse(
  publicId: string,
  pathname: string,
  embed = false,
  cookie?: string | null,
) {
  const row = await findPublicShowreelRow(db(), publicId);
  // Share links: a protected link without its unlock cookie gets the password page, never the reel.
  const locked = row && shareLinkLock(row, pathname, cookie);
  if (locked) return { status: locked.status, headers: { ...HEADERS.hidden }, html: locked.html };
  const headers = embed ? HEADERS.embed : row?.indexable ? HEADERS.indexable : HEADERS.hidden;
  const key = row ? `${pathname}|${Math.floor(Date.now() / 3_600_000)}|${JSON.stringify(row)}` : null;
  let html = key ? documents.get(key) : undefined;
  if (html === undefined) {
    const origin = env().publicUrl;
    const found = row
      ? {
          showreel: publicShowreelOf(row, publicId),
          indexable: row.indexable,
          publishedAt: row.published_at,
          allowDownload: row.allow_download,
        }
      : null;
    html = publicShowreelHtml(found, new URL(pathname, origin).href, origin, embed);
    if (key) {
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(key, html);
    }
  }
  return { status: row ? 200 : 404, headers: { ...headers }, html };
}

/**
 * The page as the router serves it (`astro dev`, and paths the fast path leaves to the router):
 * the same document and headers, and the 404 message for any path that names no link. A POST is a
 * share link's password form.
 */
export async function publicShowreelPage(pathname: string, request?: Request): Promise<Response> {
  if (request?.method === "POST") {
    const answer = await unlockFromForm(request, pathname);
    return new Response(answer.html || null, {
      status: answer.status,
      headers: { ...HEADERS.hidden, ...answer.headers },
    });
  }
  const address = publicShowreelAddress(pathname);
  const { status, headers, html } = await publicShowreelResponse(
    address?.publicId ?? "",
    pathname,
    address?.embed,
    request?.headers.get("cookie"),
  );
  return new Response(html, { status, headers });
}

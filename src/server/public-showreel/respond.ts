import { createHash } from "node:crypto";
import { publicShowreelAddress } from "@/lib/paths";
import { env } from "../env";
import { applySecurityHeaders } from "../security/security-headers";
import { publicShowreelOf } from "../services/showreels/public-showreel";
import { publicShowreelHtml } from "./page-html";
import { publicShowreelRow } from "./row-cache";
import { shareLinkLock, unlockFromForm } from "./share-gate";

// An open page may be kept by browsers and shared caches, but only revalidated (ETag, 304): an
// unpublish, edit or revoke then shows on the next view. A password-protected link's page, the
// password form and a 404 are never stored anywhere.
const REVALIDATE = "public, max-age=0, must-revalidate";
const NEVER_STORE = "no-store";

type HeaderMap = Record<string, string>;

/** The response headers: no referrer, and noindex unless the owner opted in. */
function headersOf(indexable: boolean, embed: boolean): HeaderMap {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
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

interface Document {
  html: string;
  etag: string;
}

// Documents already built, keyed by everything they show (the row, the path, and the hour that
// media signatures expire in): a change of the row is a new key, so an entry never outlives it.
const documents = new Map<string, Document>();
const MAX_DOCUMENTS = 500;

/** Whether an If-None-Match header names this entity tag (or is `*`). */
function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * The response of a public showreel page: the published showreel's row (from memory while this
 * process hears the database's change announcements), the document, and its headers; 304 when the
 * request's If-None-Match names the document; 404 with the spec's message for an unknown or
 * unpublished link (or a revoked or expired share link).
 */
export async function publicShowreelResponse(
  publicId: string,
  pathname: string,
  embed = false,
  cookie?: string | null,
  ifNoneMatch?: string | null,
): Promise<{ status: number; headers: HeaderMap; html: string }> {
  const row = await publicShowreelRow(publicId);
  // Share links: a protected link without its unlock cookie gets the password page, never the reel.
  const locked = row && shareLinkLock(row, pathname, cookie);
  if (locked)
    return { status: locked.status, headers: { ...HEADERS.hidden, "cache-control": NEVER_STORE }, html: locked.html };
  const headers: HeaderMap = {
    ...(embed ? HEADERS.embed : row?.indexable ? HEADERS.indexable : HEADERS.hidden),
    "cache-control": row && row.password_set_at === null ? REVALIDATE : NEVER_STORE,
  };
  const key = row ? `${pathname}|${Math.floor(Date.now() / 3_600_000)}|${JSON.stringify(row)}` : null;
  let document = key ? documents.get(key) : undefined;
  if (document === undefined) {
    const origin = env().publicUrl;
    const found = row
      ? {
          showreel: publicShowreelOf(row, publicId),
          indexable: row.indexable,
          publishedAt: row.published_at,
          allowDownload: row.allow_download,
        }
      : null;
    const html = publicShowreelHtml(found, new URL(pathname, origin).href, origin, embed);
    document = { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
    if (key) {
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(key, document);
    }
  }
  if (!row) return { status: 404, headers, html: document.html };
  if (matches(ifNoneMatch, document.etag))
    return { status: 304, headers: { ...headers, etag: document.etag }, html: "" };
  return { status: 200, headers: { ...headers, etag: document.etag }, html: document.html };
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
      headers: { ...HEADERS.hidden, "cache-control": NEVER_STORE, ...answer.headers },
    });
  }
  const address = publicShowreelAddress(pathname);
  const { status, headers, html } = await publicShowreelResponse(
    address?.publicId ?? "",
    pathname,
    address?.embed,
    request?.headers.get("cookie"),
    request?.headers.get("if-none-match"),
  );
  return new Response(status === 304 ? null : html, { status, headers });
}

import { createHash } from "node:crypto";
import { publicShowreelAddress } from "@/lib/paths";
import { env } from "../env";
import { applySecurityHeaders } from "../security/security-headers";
import { type PublicRow, publicShowreelOf } from "../services/showreels/public-showreel";
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

/** A built page: its HTML (and bytes, written as they are), its entity tag and its headers. */
interface Document {
  html: string;
  body: Buffer;
  etag: string;
  headers: HeaderMap;
}

/** A public page's answer; `body` is the HTML's bytes when they are kept ready to write. */
export interface PublicPageAnswer {
  status: number;
  headers: HeaderMap;
  html: string;
  body?: Buffer;
}

// Documents already built, per row object and path (and the hour that media signatures expire
// in). Rows kept in memory are the same object until their showreel changes, so a change is a new
// row and a new document, and a forgotten row takes its documents with it.
const documents = new WeakMap<PublicRow, Map<string, Document>>();

/** Whether an If-None-Match header names this entity tag (or is `*`). */
function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

function documentOf(row: PublicRow | null, publicId: string, pathname: string, embed: boolean): Document {
  const key = `${embed ? "embed" : "page"}|${pathname}|${Math.floor(Date.now() / 3_600_000)}`;
  const cached = row ? documents.get(row)?.get(key) : undefined;
  if (cached) return cached;
  const origin = env().publicUrl;
  const found = row
    ? {
        showreel: publicShowreelOf(row, publicId),
        kind: row.kind,
        indexable: row.indexable,
        publishedAt: row.published_at,
        allowDownload: row.allow_download,
      }
    : null;
  const html = publicShowreelHtml(found, new URL(pathname, origin).href, origin, embed);
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  const document = {
    html,
    body: Buffer.from(html),
    etag,
    headers: {
      ...(embed ? HEADERS.embed : row?.indexable ? HEADERS.indexable : HEADERS.hidden),
      "cache-control": row && row.password_set_at === null ? REVALIDATE : NEVER_STORE,
      ...(row ? { etag } : {}),
    },
  };
  if (row) {
    const byPath = documents.get(row) ?? new Map<string, Document>();
    // An hour's documents replace the hour before's.
    if (byPath.size > 8) byPath.clear();
    byPath.set(key, document);
    documents.set(row, byPath);
  }
  return document;
}

/**
 * The answer of a public showreel page for a row already read (null: no such published link):
 * the password page for a protected link without its unlock cookie, 304 when If-None-Match names
 * the document, else the document; 404 with the spec's message for no row.
 */
export function answerWithRow(
  row: PublicRow | null,
  publicId: string,
  pathname: string,
  embed = false,
  cookie?: string | null,
  ifNoneMatch?: string | null,
): PublicPageAnswer {
  // Share links: a protected link without its unlock cookie gets the password page, never the reel.
  const locked = row && shareLinkLock(row, pathname, cookie);
  if (locked)
    return { status: locked.status, headers: { ...HEADERS.hidden, "cache-control": NEVER_STORE }, html: locked.html };
  const document = documentOf(row, publicId, pathname, embed);
  if (!row) return { status: 404, headers: document.headers, html: document.html, body: document.body };
  if (matches(ifNoneMatch, document.etag)) return { status: 304, headers: document.headers, html: "" };
  return { status: 200, headers: document.headers, html: document.html, body: document.body };
}

/**
 * The response of a public showreel page: the published showreel's row (from memory while this
 * process hears the database's change announcements), then {@link answerWithRow}.
 */
export async function publicShowreelResponse(
  publicId: string,
  pathname: string,
  embed = false,
  cookie?: string | null,
  ifNoneMatch?: string | null,
): Promise<PublicPageAnswer> {
  return answerWithRow(await publicShowreelRow(publicId), publicId, pathname, embed, cookie, ifNoneMatch);
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

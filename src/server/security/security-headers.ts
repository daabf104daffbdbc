import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import islandScript from "astro/runtime/server/astro-island.prebuilt.js";
import islandScriptDev from "astro/runtime/server/astro-island.prebuilt-dev.js";
import idleDirective from "astro/runtime/client/idle.prebuilt.js";
import loadDirective from "astro/runtime/client/load.prebuilt.js";
import mediaDirective from "astro/runtime/client/media.prebuilt.js";
import onlyDirective from "astro/runtime/client/only.prebuilt.js";
import visibleDirective from "astro/runtime/client/visible.prebuilt.js";
import { externalOrigins } from "../external-services";
import { objectStore } from "../storage/store";

/**
 * What a response is: a signed-in page, a JSON/media answer, a public (cacheable) page, or the
 * public showreel player that other sites may frame (oEmbed).
 */
export type ResponseKind = "page" | "api" | "public-page" | "embed-page";

// Astro writes its island runtime and client directives as inline <script>s. Allowing exactly
// those by hash keeps 'unsafe-inline' out of script-src; any other inline script is refused.
const inlineScriptHashes = [
  islandScript,
  islandScriptDev,
  idleDirective,
  loadDirective,
  mediaDirective,
  onlyDirective,
  visibleDirective,
].map((source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`);

/**
 * The directives of HTML pages. `origins` are the configured external services' (signed-in pages
 * only): their scripts, styles, images, fonts, calls and frames are allowed, and nothing else's.
 * `uploads` may only be called: the object storage that browsers send files to.
 */
function pagePolicy(origins: readonly string[], frameAncestors: string, uploads: string | null = null): string {
  const extra = origins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(" ")}${extra}`,
    // Inline styles are Astro's scoped/inlined CSS and React style props; they cannot run code.
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    "media-src 'self' blob:",
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}${uploads ? ` ${uploads}` : ""}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/** The Content-Security-Policy of public pages and of pages without external services. */
export const PAGE_CSP = pagePolicy([], "'none'");

/** The embeddable showreel player: the same policy, but any site may frame it. */
export const EMBED_CSP = pagePolicy([], "*");

// Signed-in pages' policy, built once per set of configured origins (the same array while the
// settings are the same).
let signedIn: { origins: readonly string[]; uploads: string | null; csp: string } | undefined;
function signedInPagePolicy(): string {
  const origins = externalOrigins();
  const uploads = objectStore().uploadOrigin;
  if (signedIn?.origins !== origins || signedIn.uploads !== uploads) {
    const csp = origins.length || uploads ? pagePolicy(origins, "'none'", uploads) : PAGE_CSP;
    signedIn = { origins, uploads, csp };
  }
  return signedIn.csp;
}

/** JSON and media answers never render as documents; nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Sets the security headers of a response in place. Called for every page by src/middleware.ts
 * and for every API answer by the Hono app. Signed-in pages and API answers are never stored by
 * shared caches (unless the handler chose a Cache-Control); public pages keep theirs.
 */
export function applySecurityHeaders(headers: Headers, kind: ResponseKind): void {
  const csp =
    kind === "api" ? API_CSP : kind === "embed-page" ? EMBED_CSP : kind === "page" ? signedInPagePolicy() : PAGE_CSP;
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  // Public showreel links are capabilities: they must never leak to other sites through Referer.
  headers.set("Referrer-Policy", kind === "page" ? "strict-origin-when-cross-origin" : "no-referrer");
  // For browsers without frame-ancestors; the embed page has no equivalent ("ALLOW-FROM *" is gone).
  if (kind === "embed-page") headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (kind !== "public-page" && kind !== "embed-page" && !headers.has("Cache-Control"))
    headers.set("Cache-Control", "no-store");
}

/** Hono middleware: the API's security headers on every answer, errors included. */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, "api");
});

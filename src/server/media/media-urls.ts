import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";
import {
  MEMBER_MEDIA_URL_REUSE_SECONDS,
  MEMBER_MEDIA_URL_TTL_SECONDS,
  PUBLIC_MEDIA_URL_TTL_SECONDS,
} from "@/lib/constants";
import { jwtKey } from "../auth/secrets";

/** What /api/v1/media/serve/{id}.{ext} can answer: the video, a subtitle track, a poster. */
export type MediaExtension = "mp4" | "vtt" | "jpg";

/** The query parameters of a media address besides its signature (001 §7: angle, revision, lang). */
export interface MediaParams {
  revision?: number;
  angle?: string;
  lang?: string;
  /**
   * The public id of a published showreel, on the media of public showreel pages: the serve route
   * answers only while that publication exists, so unpublishing stops the links at once.
   */
  published?: string;
}

/**
 * Signatures already computed, by payload, for the current key. Expiries are rounded, so every
 * page rendered in the same few minutes signs the same addresses again; the least recently used
 * go first (past expiries are simply not asked for any more, and forged ones cannot grow it).
 */
const signatures = new LRUCache<string, string>({ max: 20_000 });

// A key of its own, derived from the server secret, so a media signature is never a valid MAC for
// anything else (uploads, tokens). Derived once per secret: a videos page signs some 150 addresses.
let derived: { secret: Uint8Array; key: KeyObject } | null = null;
function key(): KeyObject {
  const secret = jwtKey();
  if (derived?.secret !== secret) {
    derived = { secret, key: createSecretKey(createHmac("sha256", secret).update("media-serve-v1").digest()) };
    signatures.clear();
  }
  return derived.key;
}

/**
 * When an address made now expires. Expiries are rounded, so pages rendered close together link
 * the same address and the browser's cache (and the server's ETag) keep working across page views:
 * a member's down to 5 minutes (it never outlives MEMBER_MEDIA_URL_TTL_SECONDS, the time in which
 * lost access must take effect), a public showreel's up to the hour (its publication is checked on
 * every request, so unpublishing needs no expiry).
 */
export function mediaUrlExpiry(params: MediaParams, nowMs = Date.now()): number {
  const now = nowMs / 1000;
  if (params.published !== undefined) return Math.ceil((now + PUBLIC_MEDIA_URL_TTL_SECONDS) / 3600) * 3600;
  const step = MEMBER_MEDIA_URL_REUSE_SECONDS;
  return Math.floor((now + MEMBER_MEDIA_URL_TTL_SECONDS) / step) * step;
}

function payload(assetId: number, ext: MediaExtension, params: MediaParams, expires: number): string {
  return [
    assetId,
    ext,
    params.revision ?? "",
    params.angle ?? "",
    params.lang ?? "",
    params.published ?? "",
    expires,
  ].join(".");
}

function sign(assetId: number, ext: MediaExtension, params: MediaParams, expires: number): string {
  const signing = key();
  const text = payload(assetId, ext, params, expires);
  let signature = signatures.get(text);
  if (signature === undefined) {
    signature = createHmac("sha256", signing).update(text).digest("base64url");
    signatures.set(text, signature);
  }
  return signature;
}

/**
 * The signed, short-lived address of a stored media file, relative to the portal
 * (`/api/v1/media/serve/12.mp4?revision=1&expires=…&signature=…`). A `<video>` or `<track>`
 * element needs no header to load it; whoever may see the page may load its media until expiry.
 */
export function signedMediaUrl(assetId: number, ext: MediaExtension, params: MediaParams = {}): string {
  const expires = mediaUrlExpiry(params);
  const query = new URLSearchParams();
  if (params.revision !== undefined) query.set("revision", String(params.revision));
  if (params.angle !== undefined) query.set("angle", params.angle);
  if (params.lang !== undefined) query.set("lang", params.lang);
  if (params.published !== undefined) query.set("published", params.published);
  query.set("expires", String(expires));
  query.set("signature", sign(assetId, ext, params, expires));
  return `/api/v1/media/serve/${assetId}.${ext}?${query}`;
}

/** Whether a media address is authentic (every parameter as signed) and not yet expired. */
export function verifyMediaSignature(
  assetId: number,
  ext: MediaExtension,
  params: MediaParams,
  expires: number,
  signature: string,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(sign(assetId, ext, params, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac, timingSafeEqual } from "node:crypto";
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

/** How long a signed media address works: long enough for a viewing session, short enough to leak little. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

// A key of its own, derived from the server secret, so a media signature is never a valid MAC for
// anything else (uploads, tokens).
const key = () => createHmac("sha256", jwtKey()).update("media-serve-v1").digest();

// Expiries are rounded up to the hour, so every page rendered in the same hour links the same
// address and the browser's cache (and the server's ETag) keep working across page views.
const roundedExpiry = (ttlSeconds: number) => Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;

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
  return createHmac("sha256", key())
    .update(payload(assetId, ext, params, expires))
    .digest("base64url");
}

/**
 * The signed, short-lived address of a stored media file, relative to the portal
 * (`/api/v1/media/serve/12.mp4?revision=1&expires=…&signature=…`). A `<video>` or `<track>`
 * element needs no header to load it; whoever may see the page may load its media until expiry.
 */
export function signedMediaUrl(
  assetId: number,
  ext: MediaExtension,
  params: MediaParams = {},
  ttlSeconds = MEDIA_URL_TTL_SECONDS,
): string {
  const expires = roundedExpiry(ttlSeconds);
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

import { PUBLIC_SHOWREEL_PATH } from "./constants";

/**
 * Paths of the route table (000 §2, 001 §2) and the rules for reading a request path safely.
 * Browser-safe: the middleware, pages and islands share these.
 */

/** Where the login page sends people back to, if anywhere. */
export const LOGIN_PATH = "/auth/login";

export type NormalisedPath =
  | { ok: true; path: string }
  /** The path was double-encoded, malformed, or tried to climb out of its folder. */
  | { ok: false };

/**
 * Decodes a request path once and folds it to the one form the route rules compare against:
 * lower case, single slashes, no trailing slash. A path that still holds a percent escape after
 * one decoding (double encoding), a backslash, a control character or a dot segment is refused —
 * such a path is never a legitimate link of the portal, so it must not be matched as public.
 */
export function normalisePath(raw: string): NormalisedPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false };
  }
  if (/%[0-9a-f]{2}/i.test(decoded) || /[\\\u0000-\u001f\u007f]/.test(decoded)) return { ok: false };
  const folded = ("/" + decoded).replace(/\/{2,}/g, "/").toLowerCase();
  if (folded.split("/").some((part) => part === "." || part === "..")) return { ok: false };
  const path = folded.length > 1 ? folded.replace(/\/$/, "") : folded;
  return { ok: true, path };
}

/**
 * The value if it is a same-site path ("/studies?q=x"), else null: it must start with one slash,
 * not "//" or "/\" (protocol-relative to another host), and carry no scheme, control characters
 * or backslashes anywhere (browsers treat "\" as "/"). Used for redirect_url (no open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // Encoded slashes or backslashes at the start decode to "//" or "/\" in some servers and browsers.
  if (/^\/%(2f|5c)/i.test(value)) return null;
  try {
    const url = new URL(value, "http://portal.invalid");
    if (url.origin !== "http://portal.invalid") return null;
  } catch {
    return null;
  }
  return value;
}

/** The login page that returns to `current` (a path with its search) after signing in. */
export function loginPath(current?: string | null): string {
  const target = safeRedirectPath(current);
  const normal = target ? normalisePath(target.split(/[?#]/)[0]!) : null;
  if (!target || target === "/" || (normal?.ok && normal.path === LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(target)}`;
}

/** The sections of a study page (001 §2). */
export const STUDY_SECTIONS = ["summary", "insights", "quotes", "videos", "showreels", "details", "edit"] as const;
export type StudySection = (typeof STUDY_SECTIONS)[number];

/** The sections of a segment or segment-group page (000 §2). */
export const SEGMENT_SECTIONS = ["details", "summary", "interviews", "quotes", "showreels", "objectives"] as const;
export type SegmentSection = (typeof SEGMENT_SECTIONS)[number];

/** The developer gallery pages under /react (000 §2). */
export const GALLERY_PAGES = ["common", "components", "icons", "lists", "snm"] as const;

/** Path builders, so links are spelled once. */
export const paths = {
  home: () => "/home",
  studies: () => "/studies",
  createStudy: (options: { ai?: boolean } = {}) => (options.ai ? "/studies/create?ai=true" : "/studies/create"),
  study: (id: number, section: StudySection = "summary") => `/studies/${id}/${section}`,
  studyInsight: (studyId: number, insightId: number) => `/studies/${studyId}/insights/${insightId}`,
  /** The study's videos page with one interview open at a moment (seconds; 001 §2 ?video= and ?t=). */
  studyVideo: (studyId: number, interviewId: number, at = 0) =>
    `/studies/${studyId}/videos?video=${interviewId}&t=${Math.floor(at)}`,
  /** Bloom's chat, optionally scoped to a study ("Ask Bloom" on its summary and insights) or open on a thread. */
  assistant: (options: { studyId?: number; threadId?: number } = {}) =>
    options.threadId
      ? `/assistant?thread=${options.threadId}`
      : options.studyId
        ? `/assistant?study_id=${options.studyId}`
        : "/assistant",
  project: (id: number, section?: "insights" | "summary") => `/projects/${id}${section ? `/${section}` : ""}`,
  segment: (kind: "study-segments" | "study-segment-groups", id: number, section: SegmentSection = "summary") =>
    `/${kind}/${id}/${section}`,
  /** A showreel's page and editor inside its study. */
  studyShowreel: (studyId: number, showreelId: number) => `/studies/${studyId}/showreels/${showreelId}`,
  publicShowreel: (publicId: string) => `${PUBLIC_SHOWREEL_PATH}${publicId}`,
  /** The public showreel's player alone, which other sites may frame (oEmbed). */
  publicShowreelEmbed: (publicId: string) => `${PUBLIC_SHOWREEL_PATH}${publicId}/embed`,
  /** A self-recruited study's public landing page for participants (no login). */
  participate: (token: string) => `/participate/${token}`,
} as const;

/** What a public showreel address names: /public/showreels/{id} or …/v3/{id}, and its /embed player. */
export interface PublicShowreelAddress {
  publicId: string;
  embed: boolean;
}

/** The public id of a public showreel path (and whether the embeddable player is asked for), else null. */
export function publicShowreelAddress(pathname: string): PublicShowreelAddress | null {
  const match = /^\/public\/showreels\/(?:v3\/)?([^/]+)(\/embed)?\/?$/.exec(pathname);
  return match ? { publicId: match[1]!, embed: match[2] !== undefined } : null;
}

/** A positive integer id from a path segment, else null (so "12abc" or "0" is a 404, not a query). */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

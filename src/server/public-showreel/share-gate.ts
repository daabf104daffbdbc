import { PUBLIC_SHOWREEL_PATH } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { publicShowreelAddress } from "@/lib/paths";
import { db } from "../db/client";
import { TooManyRequestsError } from "../errors";
import { clientAddress } from "../security/client-address";
import type { PublicRow } from "../services/showreels/public-showreel";
import { hasUnlock, unlockCookieHeader } from "../services/sharing/unlock-cookie";
import { unlockShareLink } from "../services/sharing/unlock";
import { sharePasswordHtml } from "./password-page";

/** A page the gate answers instead of the reel. */
export interface GateAnswer {
  status: number;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The share-link check before a public showreel page is served (or taken from a cache): the
 * password page when the row is a protected link and the request holds no valid unlock cookie,
 * else null. One HMAC, no database read.
 */
export function shareLinkLock(
  row: PublicRow,
  pathname: string,
  cookieHeader: string | null | undefined,
): GateAnswer | null {
  if (row.link_id === null || row.password_set_at === null) return null;
  if (hasUnlock(cookieHeader, row.link_id, row.password_set_at)) return null;
  return { status: 401, html: sharePasswordHtml(pathname, null) };
}

/**
 * POST to a share link's page (its password form): on the right password, the 12-hour unlock
 * cookie and a redirect to the page; else the form again with the reason: 401 for a wrong password
 * or a link that does not exist (alike, and as slow), 422 for an empty one, 429 beyond the tries.
 */
export async function unlockFromForm(request: Request, pathname: string): Promise<GateAnswer> {
  const form = await request.formData().catch(() => null);
  const password = form?.get("password");
  if (typeof password !== "string" || password === "")
    return { status: 422, html: sharePasswordHtml(pathname, messages.shareLinkPasswordRequired) };
  const linkId = publicShowreelAddress(pathname)?.publicId ?? "";
  try {
    const passwordSetAt = await unlockShareLink(db(), linkId, clientAddress(request), password);
    if (!passwordSetAt) return { status: 401, html: sharePasswordHtml(pathname, messages.shareLinkPasswordWrong) };
    return {
      status: 303,
      html: "",
      headers: {
        Location: `${PUBLIC_SHOWREEL_PATH}${linkId}`,
        "Set-Cookie": unlockCookieHeader(linkId, passwordSetAt),
      },
    };
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return {
      status: 429,
      html: sharePasswordHtml(pathname, error.message),
      headers: { "Retry-After": String(error.retryAfterSeconds ?? 60) },
    };
  }
}

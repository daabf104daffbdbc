/**
 * The external services of 000 §7 that run in the browser: an analytics service, a tag manager, a
 * customer chat widget and a cookie-consent script. Each is off until configured (server/env.ts);
 * the ones that track or store something on the visitor's device wait for consent.
 */
export type ExternalScriptKind = "analytics" | "tag-manager" | "chat-widget" | "consent";

export interface ExternalScript {
  kind: ExternalScriptKind;
  src: string;
  /** Loaded only once the visitor has agreed. */
  needsConsent: boolean;
}

/** The visitor's answer, kept for CONSENT_MAX_AGE_DAYS: "granted" or "denied". */
export const CONSENT_COOKIE = "portal_consent";
export const CONSENT_MAX_AGE_DAYS = 180;
export type ConsentAnswer = "granted" | "denied";

/** The address fragment of the footer's "Cookie settings" link, which opens the banner again. */
export const COOKIE_SETTINGS_HASH = "#cookie-settings";

/** The answer stored in document.cookie, or null when the visitor has not answered. */
export function storedConsent(cookie: string): ConsentAnswer | null {
  const value = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === CONSENT_COOKIE)?.[1];
  return value === "granted" || value === "denied" ? value : null;
}

import type { ExternalScript, ExternalScriptKind } from "@/lib/external-services";
import { env } from "./env";

/**
 * The browser scripts of the external services that are configured, in the order they load. The
 * consent script (a consent manager of the operator's) loads at once; the others after consent.
 */
export function externalScripts(): ExternalScript[] {
  const settings = env();
  const configured: [ExternalScriptKind, string | undefined][] = [
    ["consent", settings.CONSENT_SCRIPT_URL],
    ["tag-manager", settings.TAG_MANAGER_SCRIPT_URL],
    ["analytics", settings.ANALYTICS_SCRIPT_URL],
    ["chat-widget", settings.CHAT_WIDGET_SCRIPT_URL],
  ];
  return configured.flatMap(([kind, src]) => (src ? [{ kind, src, needsConsent: kind !== "consent" }] : []));
}

/**
 * The origins signed-in pages may load from, connect to and frame for those services: the
 * Content-Security-Policy names them only when they are configured.
 */
export function externalOrigins(): string[] {
  return [...new Set(externalScripts().map((script) => new URL(script.src).origin))];
}

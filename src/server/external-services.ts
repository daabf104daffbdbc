import type { ExternalScript, ExternalScriptKind } from "@/lib/external-services";
import { type Env, env } from "./env";

interface Configured {
  scripts: ExternalScript[];
  origins: string[];
}

// Worked out once per set of settings (every page's CSP asks): settings change only through
// setEnv, which makes a new settings object.
const bySettings = new WeakMap<Env, Configured>();

function configured(): Configured {
  const settings = env();
  let found = bySettings.get(settings);
  if (!found) {
    const entries: [ExternalScriptKind, string | undefined][] = [
      ["consent", settings.CONSENT_SCRIPT_URL],
      ["tag-manager", settings.TAG_MANAGER_SCRIPT_URL],
      ["analytics", settings.ANALYTICS_SCRIPT_URL],
      ["chat-widget", settings.CHAT_WIDGET_SCRIPT_URL],
    ];
    const scripts = entries.flatMap(([kind, src]) => (src ? [{ kind, src, needsConsent: kind !== "consent" }] : []));
    found = { scripts, origins: [...new Set(scripts.map((script) => new URL(script.src).origin))] };
    bySettings.set(settings, found);
  }
  return found;
}

/**
 * The browser scripts of the external services that are configured, in the order they load. The
 * consent script (a consent manager of the operator's) loads at once; the others after consent.
 */
export const externalScripts = (): ExternalScript[] => configured().scripts;

/**
 * The origins signed-in pages may load from, connect to and frame for those services: the
 * Content-Security-Policy names them only when they are configured.
 */
export const externalOrigins = (): string[] => configured().origins;

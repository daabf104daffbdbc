import type { ExternalScript } from "@/lib/external-services";
import { env } from "../env";
import { externalScripts } from "../external-services";

/** What the default layout needs to load the configured external services (000 §7). */
export interface ExternalServicesView {
  scripts: ExternalScript[];
  /** The portal asks for consent itself, unless the operator's consent script does. */
  ownBanner: boolean;
  privacyUrl: string;
}

/** Null when none is configured: the page then carries nothing for them. */
export function externalServicesView(): ExternalServicesView | null {
  const scripts = externalScripts();
  if (scripts.length === 0) return null;
  return {
    scripts,
    ownBanner: !scripts.some((script) => script.kind === "consent") && scripts.some((script) => script.needsConsent),
    privacyUrl: env().PRIVACY_URL,
  };
}

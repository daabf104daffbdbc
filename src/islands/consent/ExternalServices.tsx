import { useEffect, useRef, useState } from "react";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type ConsentAnswer,
  COOKIE_SETTINGS_HASH,
  type ExternalScript,
  storedConsent,
} from "@/lib/external-services";
import styles from "./ExternalServices.module.css";

interface Props {
  scripts: ExternalScript[];
  /** False on routes that opt out of the chat widget (000 §2). */
  chatWidget: boolean;
  /** Whether the portal asks for consent itself (no consent script of the operator's). */
  ownBanner: boolean;
  privacyUrl: string;
}

declare global {
  interface Window {
    /** For an operator's consent script: reports the visitor's answer to the portal. */
    portalConsent?: (granted: boolean) => void;
  }
}

const NAMES: Record<ExternalScript["kind"], string> = {
  analytics: "analytics",
  "tag-manager": "marketing tags",
  "chat-widget": "a support chat",
  consent: "a consent manager",
};

const listed = (items: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(items);

/** Adds a script once per page (a later call for the same address does nothing). */
function load(src: string): void {
  if (document.querySelector(`script[data-external="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.external = src;
  document.head.append(script);
}

function remember(answer: ConsentAnswer): void {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 3600;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${answer}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The configured external services of 000 §7: the consent script at once, the others only after
 * the visitor agreed, and the chat widget only where the route allows it. Asks for consent in a
 * banner (no dark patterns: both answers are one click, equally prominent); the footer's "Cookie
 * settings" opens it again. Withdrawing consent reloads the page, which drops what had loaded.
 */
export default function ExternalServices({ scripts, chatWidget, ownBanner, privacyUrl }: Props) {
  const [consent, setConsent] = useState<ConsentAnswer | null>(() => storedConsent(document.cookie));
  const [reopened, setReopened] = useState(() => location.hash === COOKIE_SETTINGS_HASH);

  useEffect(() => {
    const allowed = (script: ExternalScript) =>
      (!script.needsConsent || consent === "granted") && (script.kind !== "chat-widget" || chatWidget);
    for (const script of scripts) if (allowed(script)) load(script.src);
  }, [consent, scripts, chatWidget]);

  useEffect(() => {
    window.portalConsent = (granted) => decide(granted ? "granted" : "denied");
    const onHash = () => setReopened(location.hash === COOKIE_SETTINGS_HASH);
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  const showing = ownBanner && (consent === null || reopened);
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!showing || !element) return;
    // WCAG 2.4.11 (focus not obscured): the page gets room below its end for the fixed banner,
    // and a control that takes focus under it is scrolled clear of it, whatever height it wraps to.
    const root = document.documentElement;
    const pad = () => {
      const room = `${element.offsetHeight + 24}px`;
      root.style.setProperty("scroll-padding-bottom", room);
      document.body.style.setProperty("padding-bottom", room);
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
      document.body.style.removeProperty("padding-bottom");
    };
  }, [showing]);

  function decide(answer: ConsentAnswer): void {
    // Read from the cookie, not from state: the answer before this one, whoever gave it.
    const withdrawn = storedConsent(document.cookie) === "granted" && answer === "denied";
    remember(answer);
    setConsent(answer);
    setReopened(false);
    if (location.hash === COOKIE_SETTINGS_HASH) history.replaceState(null, "", location.pathname + location.search);
    if (withdrawn) location.reload();
  }

  if (!showing) return null;
  const purposes = scripts.filter((script) => script.needsConsent).map((script) => NAMES[script.kind]);
  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        Cookies
      </h2>
      <p className={styles.text}>
        With your consent the portal uses {listed(purposes)}, which store cookies on your device. Nothing loads before
        you answer. You can change your answer under Cookie settings at the foot of every page.{" "}
        <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
          Privacy policy
        </a>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => decide("denied")}>
          Reject
        </button>
        <button type="button" className="button" onClick={() => decide("granted")}>
          Accept
        </button>
      </div>
    </section>
  );
}

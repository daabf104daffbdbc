import { useEffect, useState } from "react";
import styles from "./ProgressBar.module.css";

/** Navigations shorter than this show no bar at all (000 §9). */
const THROTTLE_MS = 200;
/** The bar creeps to the end over this long (000 §9). */
const DURATION_MS = 5000;

/**
 * A thin bar at the top while the next page loads. Pages are full loads, so the bar starts on a
 * same-site link click or form submit and the next page replaces it; a back/forward-cache
 * restore resets it.
 */
export default function ProgressBar() {
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setRunning(true), THROTTLE_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
      if (link.pathname === location.pathname && link.search === location.search) return;
      start();
    };
    const reset = () => (clearTimeout(timer), setRunning(false));
    document.addEventListener("click", onClick);
    document.addEventListener("submit", start);
    window.addEventListener("pageshow", reset);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", start);
      window.removeEventListener("pageshow", reset);
      clearTimeout(timer);
    };
  }, []);

  return (
    <div
      className={`${styles.bar} ${running ? styles.running : ""}`}
      style={{ ["--progress-duration" as string]: `${DURATION_MS}ms` }}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!running}
    />
  );
}

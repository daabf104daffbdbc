import { useCallback, useEffect, useRef, useState } from "react";

/** How long after the person's own scrolling the transcript stops following the video. */
const HANDS_OFF_MS = 6000;

/**
 * Keeps the active sentence of a scrolling transcript in view, unless the person scrolled it
 * themselves recently (wheel, touch, keys): then it waits, and `following` is false until they
 * ask to resume or the pause runs out. Scrolls only the container, never the page.
 */
export function useFollowScroll() {
  const containerRef = useRef<HTMLDivElement>(null);
  const handsOffUntil = useRef(0);
  const [following, setFollowing] = useState(true);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const own = () => {
      handsOffUntil.current = Date.now() + HANDS_OFF_MS;
      setFollowing(false);
      clearTimeout(timer);
      timer = setTimeout(() => setFollowing(true), HANDS_OFF_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "].includes(event.key)) own();
    };
    container.addEventListener("wheel", own, { passive: true });
    container.addEventListener("touchmove", own, { passive: true });
    container.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      container.removeEventListener("wheel", own);
      container.removeEventListener("touchmove", own);
      container.removeEventListener("keydown", onKey);
    };
  }, []);

  const follow = useCallback((index: number) => {
    const container = containerRef.current;
    if (!container || index < 0 || Date.now() < handsOffUntil.current) return;
    if (container.scrollHeight <= container.clientHeight) return;
    const element = container.querySelector<HTMLElement>(`[data-chunk="${index}"]`);
    if (!element) return;
    const top = element.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
    const visible =
      top >= container.scrollTop + 40 &&
      top + element.offsetHeight <= container.scrollTop + container.clientHeight - 40;
    if (!visible) container.scrollTo({ top: Math.max(0, top - container.clientHeight / 3), behavior: "smooth" });
  }, []);

  const resume = useCallback(() => {
    handsOffUntil.current = 0;
    setFollowing(true);
  }, []);

  return { containerRef, follow, resume, following };
}

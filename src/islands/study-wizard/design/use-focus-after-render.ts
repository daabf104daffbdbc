import { useEffect, useRef, type RefObject } from "react";

/**
 * Focus for after the parent applied a change: moved, added or deleted items get new elements
 * or new places, so the element to focus is looked up (by selector, inside `root`) only once the
 * new value has rendered.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>): (selector: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const selector = pending.current;
    if (!selector) return;
    pending.current = null;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  return (selector: string) => {
    pending.current = selector;
  };
}

/** A selector for the element with `data-key` equal to the key (keys are letters, digits and dashes). */
export const byKey = (key: string, inner = "") => `[data-key="${key}"]${inner ? ` ${inner}` : ""}`;

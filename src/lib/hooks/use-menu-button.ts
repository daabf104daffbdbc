import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * The WAI-ARIA menu button pattern: the button opens the menu (click or ArrowDown) and the first
 * item takes focus; arrows, Home and End move between items; Escape closes and returns focus to
 * the button, Tab closes and moves on; a click elsewhere closes. `itemSelector` finds the items.
 */
export function useMenuButton(itemSelector = "[role=menuitem]") {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = useCallback(
    () => [...(list.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])],
    [itemSelector],
  );

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, items]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") button.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
  };

  return { open, setOpen, button, list, onMenuKeyDown, onButtonKeyDown };
}

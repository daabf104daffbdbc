import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { markPureIsland } from "@/lib/pure-island";
import type { ShellLink } from "./types";
import styles from "./UserMenu.module.css";

export interface UserMenuProps {
  /** The name on the button (the user's display name). */
  name: string;
  email: string;
  items: ShellLink[];
}

/**
 * The user menu: a menu button with arrow-key navigation (WAI-ARIA menu button pattern). Items are
 * links decided on the server by permission; Escape or a click elsewhere closes and returns focus.
 */
export default function UserMenu({ name, email, items }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!open) return;
    links()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") button.current?.focus();
    }
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        // Starts with the visible name, as seen: speech users say what they see (WCAG 2.5.3). A label
        // rather than hidden text, since the name's box (ellipsis) would put a space before the comma.
        // The initial and the arrow are not text (a CSS ::before, aria-hidden), so the label holds all there is to read.
        aria-label={`${name || email}, user menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className={styles.avatar} data-initial={(name || email).slice(0, 1).toUpperCase()} aria-hidden="true" />
        <span className={styles.name}>{name || email}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        ref={list}
        id={menuId}
        role="menu"
        aria-label="User menu"
        hidden={!open}
        className={styles.menu}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <li role="none" key={item.href + item.label}>
            <a role="menuitem" href={item.href} tabIndex={-1}>
              <span>{item.label}</span>
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
markPureIsland(UserMenu);

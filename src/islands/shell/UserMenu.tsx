import { useId } from "react";
import { useMenuButton } from "@/lib/hooks/use-menu-button";
import { markPureIsland } from "@/lib/pure-island";
import menuStyles from "@/lib/ui/MenuPopup.module.css";
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
  const { open, setOpen, button, list, onMenuKeyDown, onButtonKeyDown } = useMenuButton("a[role=menuitem]");
  const menuId = useId();

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
        onKeyDown={onButtonKeyDown}
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
        className={`${menuStyles.popup} ${styles.menu}`}
        onKeyDown={onMenuKeyDown}
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

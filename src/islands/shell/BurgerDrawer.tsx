import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { $drawerOpen, openCreateStudy } from "@/lib/stores/ui";
import { markPureIsland } from "@/lib/pure-island";
import { wrapFocus } from "@/lib/ui/wrap-focus";
import type { ShellLink } from "./types";
import styles from "./BurgerDrawer.module.css";

export interface BurgerDrawerProps {
  nav: ShellLink[];
  /** The user menu's items, below the navigation. */
  account: ShellLink[];
  /** Who is signed in, shown above the account items. */
  name: string;
  /** Whether the person may create studies: the Create study item is only for them. */
  canCreateStudy: boolean;
}

/**
 * The burger drawer under 1120 px (000 §2): the header's items, Create study and the user menu.
 * A modal <dialog> gives it the focus trap and Escape; a click on the backdrop closes it.
 */
export default function BurgerDrawer({ nav, account, name, canCreateStudy }: BurgerDrawerProps) {
  const open = useStore($drawerOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.burger}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={() => $drawerOpen.set(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <dialog
        ref={dialog}
        id="site-drawer"
        className={styles.drawer}
        aria-label="Menu"
        onKeyDown={wrapFocus}
        onClose={() => {
          $drawerOpen.set(false);
          button.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) $drawerOpen.set(false);
        }}
      >
        <div className={styles.panel}>
          <button type="button" className={styles.close} aria-label="Close menu" onClick={() => $drawerOpen.set(false)}>
            ×
          </button>
          <nav aria-label="Main">
            <ul>
              {nav.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.current ? "page" : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {canCreateStudy && (
            <button type="button" className="button primary" onClick={openCreateStudy}>
              Create study
            </button>
          )}
          <p className={styles.name}>{name}</p>
          <ul aria-label="Account">
            {account.map((item) => (
              <li key={item.href + item.label}>
                <a href={item.href}>
                  <span>{item.label}</span>
                  {item.detail && <span className={styles.detail}>{item.detail}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </div>
  );
}
markPureIsland(BurgerDrawer);

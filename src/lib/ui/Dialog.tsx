import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { shellMessages } from "@/lib/messages/shell";
import styles from "./Dialog.module.css";
import { wrapFocus } from "./wrap-focus";

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the dialog should close (Escape, a click outside, the close button). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  /** An error string shown at the bottom of the dialog (000 §2). */
  error?: string | null;
  /** With unsaved changes, closing asks for confirmation first (000 §8). */
  dirty?: boolean;
  /** 840 px by default; 720 px for action-card dialogs (000 §9). */
  size?: "default" | "action-card";
}

/**
 * A modal dialog on the native <dialog> element: it gets the top layer, a focus trap and
 * Escape from the browser; this adds click-outside, the error line and the unsaved-changes guard.
 */
export default function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  error,
  dirty,
  size = "default",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) setConfirming(false);
  }, [open]);

  // A dialog unmounted while open (one mounted only while it shows) is closed first, so that the
  // browser hands focus back to what opened it. A layout effect's cleanup runs before its removal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const requestClose = () => (dirty ? setConfirming(true) : onClose());

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === "action-card" ? styles.actionCard : ""}`}
      aria-labelledby={titleId}
      onKeyDown={wrapFocus}
      // Escape fires "cancel"; the browser would close at once, bypassing the unsaved-changes guard.
      onCancel={(event) => {
        event.preventDefault();
        if (confirming) setConfirming(false);
        else requestClose();
      }}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
      }}
    >
      <div className={styles.body}>
        {/* A div, not <header>: a <header> outside <main> is a banner landmark, and the page has one. */}
        <div className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} onClick={requestClose} aria-label="Close dialog">
            ×
          </button>
        </div>
        {confirming && (
          <div role="alertdialog" aria-label="Unsaved changes" className={styles.confirm}>
            <p>{shellMessages.unsavedChanges}</p>
            <div className={styles.actions}>
              {/* The question opens on its safe choice, keeping the changes (WAI-ARIA dialog pattern). */}
              {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
              <button type="button" className="button" onClick={() => setConfirming(false)} autoFocus>
                Keep editing
              </button>
              <button
                type="button"
                className="button danger"
                onClick={() => {
                  setConfirming(false);
                  onClose();
                }}
              >
                Close without saving
              </button>
            </div>
          </div>
        )}
        {/* Hidden, not unmounted, while asking: the person's unsaved input must survive "Keep editing". */}
        <div className={styles.content} hidden={confirming}>
          {children}
        </div>
        {actions && !confirming && <div className={styles.actions}>{actions}</div>}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </dialog>
  );
}

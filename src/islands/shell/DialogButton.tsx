import { useRef, useState, type ReactNode } from "react";
import Dialog from "@/lib/ui/Dialog";

export interface DialogButtonProps {
  /** The button's text. */
  label: string;
  title: string;
  /** The dialog's body: server-rendered HTML passed in from Astro. */
  children?: ReactNode;
  /** An error string at the bottom of the dialog. */
  error?: string;
  /** Ask before closing once a field in the dialog was changed (000 §8 unsaved changes). */
  guardUnsaved?: boolean;
  size?: "default" | "action-card";
  variant?: "primary" | "secondary";
}

/**
 * A button that opens a dialog around server-rendered content — for dialogs whose body is static
 * HTML or a plain form, so a page needs no island of its own. Focus returns to the button.
 */
export default function DialogButton({
  label,
  title,
  children,
  error,
  guardUnsaved,
  size,
  variant,
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  // A new key on close remounts the body, so what was typed and not saved is discarded.
  const [generation, setGeneration] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setDirty(false);
    setGeneration((n) => n + 1);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`button ${variant === "primary" ? "primary" : ""}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        title={title}
        onClose={close}
        error={error}
        dirty={guardUnsaved && dirty}
        size={size}
        actions={
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        }
      >
        <div key={generation} onInput={() => setDirty(true)} onSubmit={(event) => (event.preventDefault(), close())}>
          {children}
        </div>
      </Dialog>
    </>
  );
}

import { type ReactNode, useId } from "react";
import Dialog from "@/lib/ui/Dialog";
import styles from "./TeamDialogs.module.css";

interface Props {
  title: string;
  onClose: () => void;
  /** Unsaved changes: closing asks first. */
  dirty: boolean;
  /** The line at the bottom of the dialog (see dialogError). */
  error: string | null;
  /** The submit button's text, and its text while the request runs (then it is disabled). */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A team dialog around one form (invite, edit access): Cancel and the primary button in the footer,
 * Enter in a field submits too. Browser validation is off: the API's messages show by each field.
 */
export function FormDialog({
  title,
  onClose,
  dirty,
  error,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  children,
}: Props) {
  const formId = `${useId()}-form`;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      dirty={dirty}
      error={error}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          {/* In the footer, outside the form: the form attribute ties it to the form. */}
          <button type="submit" form={formId} className="button primary" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

import { useRef, useState } from "react";
import { fieldErrorsOf, focusFirstInvalid, formErrorOf } from "./form-helpers";

export type FieldMessages = Record<string, string | undefined>;

interface RunOptions {
  /** "top": every failure is one message above the form (login: its 422 is the form's own, 000 §8). */
  errorsAt?: "fields" | "top";
  /** Keep the button busy after success, because the page is about to navigate away. */
  navigates?: boolean;
}

/**
 * The submission state every auth form shares: field messages, a message on top, busy. `run`
 * shows the browser-side messages (focusing the first invalid field) or performs the call; a
 * failed call puts the server's field messages at their fields and anything else on top.
 */
export function useFormSubmission(initialFailure: string | null = null) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [busy, setBusy] = useState(false);

  async function run(invalid: FieldMessages, call: () => Promise<void>, options: RunOptions = {}): Promise<boolean> {
    setErrors(invalid);
    if (Object.values(invalid).some(Boolean)) {
      focusFirstInvalid(form.current);
      return false;
    }
    setBusy(true);
    setFailure(null);
    try {
      await call();
      if (!options.navigates) setBusy(false);
      return true;
    } catch (caught) {
      const fields = options.errorsAt === "top" ? {} : fieldErrorsOf(caught);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : formErrorOf(caught));
      setBusy(false);
      focusFirstInvalid(form.current);
      return false;
    }
  }

  return { form, errors, setErrors, failure, setFailure, busy, run };
}

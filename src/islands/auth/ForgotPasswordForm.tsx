import { type FormEvent, useRef, useState } from "react";
import { requestPasswordReset } from "@/lib/api/auth";
import { validateForgot } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { focusFirstInvalid, formErrorOf, formValues } from "./form-helpers";

/** Forgot password: asks for the reset email. The answer is the same whether the address exists. */
export default function ForgotPasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email = "" } = formValues(event.currentTarget);
    const invalid = validateForgot({ email });
    setError(invalid.email);
    if (invalid.email) return focusFirstInvalid(form.current);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      setSent(answer.message || "If an account exists for that address, we have sent a link to reset the password.");
    } catch (caught) {
      setFailure(formErrorOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset your password</h1>
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : (
        <>
          <p>Enter your email and we will send you a link to set a new password.</p>
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <form ref={form} method="post" className={styles.form} onSubmit={submit} noValidate>
            <Field name="email" label="Email" type="email" autoComplete="email" error={error} />
            <button className={styles.primary} type="submit" disabled={busy} aria-busy={busy}>
              {busy ? "Sending…" : "Send reset link"}
            </button>
          </form>
        </>
      )}
      <p className={styles.links}>
        <a href="/auth/login">Back to log in</a>
      </p>
    </section>
  );
}

import { type SubmitEvent, useEffect, useState } from "react";
import { checkResetToken, resetPassword } from "@/lib/api/auth";
import { validateReset } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { PasswordFields } from "./PasswordFields";
import { formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";

/**
 * Set a new password with the token from the email; checks the token first (000 §4). The token
 * knows its account, so the email is shown, not asked for.
 */
export default function ResetPasswordForm({ token }: { token: string | null }) {
  // undefined while the link is checked, null when it is invalid or expired, else the account's email.
  const [account, setAccount] = useState<string | null | undefined>(token ? undefined : null);
  const { form, errors, failure, busy, run } = useFormSubmission();

  useEffect(() => {
    // checkResetToken never rejects: a check that fails reads as an invalid link (null).
    if (token) void checkResetToken(token).then(setAccount);
  }, [token]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = formValues(event.currentTarget);
    const values = {
      email: account ?? "",
      password: raw.password ?? "",
      password_confirmation: raw.password_confirmation ?? "",
    };
    await run(
      validateReset(values),
      async () => {
        // The account comes from the token; the form shows its address but does not send it.
        await resetPassword({
          password: values.password,
          password_confirmation: values.password_confirmation,
          token: token!,
        });
        location.assign("/auth/login?reset_password_success=true");
      },
      { navigates: true },
    );
  }

  return (
    <section className={styles.card} aria-labelledby="reset-title">
      <h1 id="reset-title">Set a new password</h1>
      {account === undefined ? <p role="status">Checking your link…</p> : null}
      {account === null ? (
        <p className={styles.alert} role="alert">
          This password reset link is invalid or has expired. <a href="/auth/forgot_password">Request a new link</a>.
        </p>
      ) : null}
      {account ? (
        <>
          <FormAlert message={failure} />
          <form ref={form} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <Field
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              value={account}
              readOnly
              error={errors.email}
            />
            <PasswordFields kind="new" label="New password" errors={errors} />
            <button className={styles.primary} type="submit" disabled={busy} aria-busy={busy}>
              {busy ? "Saving…" : "Set new password"}
            </button>
          </form>
        </>
      ) : null}
      <p className={styles.links}>
        <a href="/auth/login">Back to log in</a>
      </p>
    </section>
  );
}

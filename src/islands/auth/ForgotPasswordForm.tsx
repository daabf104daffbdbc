import { type SubmitEvent, useState } from "react";
import { requestPasswordReset } from "@/lib/api/auth";
import { validateForgot } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";

/** Forgot password: asks for the reset email. The answer is the same whether the address exists. */
export default function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, errors, failure, busy, run } = useFormSubmission();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email = "" } = formValues(event.currentTarget);
    await run(
      validateForgot({ email }),
      async () => {
        const answer = await requestPasswordReset(email.trim());
        setSent(answer.message || "If an account exists for that address, we have sent a link to reset the password.");
      },
      { errorsAt: "top" },
    );
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
          <FormAlert message={failure} />
          <form ref={form} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
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

import { type SubmitEvent } from "react";
import { login } from "@/lib/api/auth";
import { completeSignIn } from "@/lib/api/sign-in";
import { safeRedirectPath } from "@/lib/paths";
import { validateLogin } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { PasswordFields } from "./PasswordFields";
import { formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";
import { OAuthButtons } from "./OAuthButtons";

const OAUTH_ERRORS: Record<string, string> = {
  oauth_failed: "Signing in with the other service did not work. Please try again or use your email and password.",
  oauth_no_account: "There is no portal account for that sign-in. Ask your team to invite you, or register.",
};

interface Props {
  redirectUrl: string | null;
  /** ?error= from a failed third-party sign-in. */
  error: string | null;
  resetPasswordSuccess: boolean;
}

/** The login form (000 §2): email and password, third-party sign-in, then back to redirect_url. */
export default function LoginForm({ redirectUrl, error, resetPasswordSuccess }: Props) {
  const { form, errors, failure, busy, run } = useFormSubmission(
    error ? (OAUTH_ERRORS[error] ?? OAUTH_ERRORS.oauth_failed!) : null,
  );

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget) as { email: string; password: string };
    // 422 on the login page is the form's own business (000 §8): its message, word for word, on top.
    await run(
      validateLogin(values),
      async () => {
        await login(values.email.trim(), values.password);
        location.assign(await completeSignIn());
      },
      { errorsAt: "top", navigates: true },
    );
  }

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      {resetPasswordSuccess ? (
        <p className={styles.notice} role="status">
          Your password has been reset. Log in with your new password.
        </p>
      ) : null}
      <FormAlert message={failure} />
      <form ref={form} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field name="email" label="Email" type="email" autoComplete="username" error={errors.email} />
        <PasswordFields kind="current" errors={errors} />
        <button className={styles.primary} type="submit" disabled={busy} aria-busy={busy}>
          {busy ? "Logging in…" : "Log in"}
        </button>
      </form>
      <OAuthButtons redirectUrl={safeRedirectPath(redirectUrl) ?? "/home"} />
      <p className={styles.links}>
        <a href="/auth/forgot_password">Forgot password?</a>
        <a href="/auth/register">Create an account</a>
      </p>
    </section>
  );
}

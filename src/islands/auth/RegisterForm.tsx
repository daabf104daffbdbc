import { type SubmitEvent, useEffect, useState } from "react";
import { emailExists, invitedEmail, registerInvited, registerSelf } from "@/lib/api/auth";
import { completeSignIn } from "@/lib/api/sign-in";
import { messages } from "@/lib/messages";
import { type RegisterValues, validateRegister } from "@/lib/validation/auth-forms";
import styles from "./AuthForm.module.css";
import { Field } from "./Field";
import { FormAlert } from "./FormAlert";
import { PasswordFields } from "./PasswordFields";
import { formValues } from "./form-helpers";
import { useFormSubmission } from "./use-form-submission";

interface Props {
  /** The invitation hash (?hash=), when the person was invited. */
  hash: string | null;
  termsUrl: string;
  privacyUrl: string;
}

/** Registration (000 §5): invited (email from the invitation) or self-registering. */
export default function RegisterForm({ hash, termsUrl, privacyUrl }: Props) {
  const [email, setEmail] = useState<string | null>(null);
  const { form, errors, setErrors, failure, setFailure, busy, run } = useFormSubmission();

  useEffect(() => {
    if (hash) invitedEmail(hash).then(setEmail, () => setFailure("This invitation link is no longer valid."));
  }, [hash, setFailure]);

  async function checkEmail(value: string) {
    if (!value.trim() || hash) return;
    const taken = await emailExists(value.trim()).catch(() => false);
    setErrors((current) => ({ ...current, email: taken ? messages.emailInUse : undefined }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = formValues(event.currentTarget);
    const values: RegisterValues = {
      email: raw.email ?? email ?? "",
      name: raw.name ?? "",
      surname: raw.surname ?? "",
      password: raw.password ?? "",
      password_confirmation: raw.password_confirmation ?? "",
      terms: raw.terms === "on",
    };
    const { email: address, ...rest } = values;
    // Server field messages (e.g. 'Email is already in use') land at their field.
    await run(
      validateRegister(values, !hash),
      async () => {
        const company = raw.company?.trim() || undefined;
        await (hash ? registerInvited({ ...rest, hash }) : registerSelf({ ...rest, email: address.trim(), company }));
        location.assign(await completeSignIn());
      },
      { navigates: true },
    );
  }

  return (
    <section className={styles.wide} aria-labelledby="register-title">
      <h1 id="register-title">Create your account</h1>
      <FormAlert message={failure} />
      <form ref={form} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {hash ? (
          <Field name="email" label="Email" value={email ?? ""} readOnly />
        ) : (
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email}
            onBlur={(e) => void checkEmail(e.currentTarget.value)}
          />
        )}
        <div className={styles.row}>
          <Field name="name" label="First name" autoComplete="given-name" error={errors.name} />
          <Field name="surname" label="Last name" autoComplete="family-name" error={errors.surname} />
        </div>
        {hash ? null : (
          <Field
            name="company"
            label="Company or department (optional)"
            autoComplete="organization"
            maxLength={200}
            hint="Your workspace is named after it; without one it is your personal workspace."
          />
        )}
        <PasswordFields kind="new" errors={errors} />
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="terms"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "terms-error" : undefined}
            />
            <span>
              I agree to the{" "}
              <a href={termsUrl} target="_blank" rel="noreferrer">
                terms of service
              </a>{" "}
              and the{" "}
              <a href={privacyUrl} target="_blank" rel="noreferrer">
                privacy policy
              </a>
            </span>
          </label>
          {errors.terms ? (
            <p id="terms-error" className={styles.error}>
              {errors.terms}
            </p>
          ) : null}
        </div>
        <button className={styles.primary} type="submit" disabled={busy} aria-busy={busy}>
          {busy ? "Creating account…" : "Create account"}
        </button>
      </form>
      <p className={styles.links}>
        <span>Already have an account?</span>
        <a href="/auth/login">Log in</a>
      </p>
    </section>
  );
}

import { messages } from "@/lib/messages";
import { Field } from "./Field";

interface Props {
  /** "current" asks for an account's password; "new" sets one: the password with its rule, then again. */
  kind: "current" | "new";
  errors: { password?: string; password_confirmation?: string };
  /** The label of the password field; the repeat field is labelled "Repeat " and the same words. */
  label?: string;
}

/**
 * The password fields of the auth forms (sign-in, registration, reset), so that the field names
 * the API expects, the autocomplete hints password managers rely on and the rule's hint are
 * written once.
 */
export function PasswordFields({ kind, errors, label = "Password" }: Props) {
  if (kind === "current") {
    return (
      <Field name="password" label={label} type="password" autoComplete="current-password" error={errors.password} />
    );
  }
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={messages.passwordHint}
        error={errors.password}
      />
      <Field
        name="password_confirmation"
        label={`Repeat ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  );
}

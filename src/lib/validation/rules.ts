import { messages } from "../messages";

/**
 * The password rule of 000 §5: at least 8 characters including 1 letter, 1 number and 1 symbol.
 * Letters and digits of any script count; a symbol is anything else but whitespace.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= 8 && /\p{L}/u.test(password) && /\p{N}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** A deliberately loose address check: the server has the last word; this catches typos early. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** 'This value is required' for an empty (or blank) value, else undefined. */
export function requiredError(value: string | boolean | null | undefined): string | undefined {
  if (typeof value === "boolean") return value ? undefined : messages.required;
  return value && value.trim() ? undefined : messages.required;
}

/** The message for a new password: required, then the hint of 000 §5. */
export function passwordError(password: string): string | undefined {
  return requiredError(password) ?? (isStrongPassword(password) ? undefined : messages.passwordHint);
}

/** The message for the repeated password: required, then 'Password does not match'. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  return requiredError(confirmation) ?? (password === confirmation ? undefined : messages.passwordMismatch);
}

/** The message for an email field: required, then the server's own wording for a bad address. */
export function emailError(email: string): string | undefined {
  return requiredError(email) ?? (looksLikeEmail(email) ? undefined : messages.invalidEmail);
}

/** Drops the fields without an error, so `Object.keys(errors).length` says whether a form is valid. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

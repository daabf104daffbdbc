/** Where a sign-in lands when no (acceptable) redirect_url was given. */
export const DEFAULT_AFTER_SIGN_IN = "/home";

/**
 * A same-site path to go to after signing in, or /home. Only paths are accepted: "/…" but not
 * "//host" or "/\host" (browsers read both as another host), and nothing with control characters
 * or backslashes, which browsers strip or turn into slashes before reading the URL.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || value.length > 2000) return DEFAULT_AFTER_SIGN_IN;
  if (!value.startsWith("/") || value.startsWith("//")) return DEFAULT_AFTER_SIGN_IN;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_SIGN_IN;
  return value;
}

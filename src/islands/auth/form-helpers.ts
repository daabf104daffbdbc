import { ApiError } from "@/lib/api/client";

/** Moves focus to the first field marked invalid, after React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The server's field errors (422) as one message per field, for the inputs. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ""]));
}

/** The message to show at the top of a form for a failed call. */
export function formErrorOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return "Too many attempts. Please wait a moment and try again.";
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Check your connection and try again.";
}

/** The text values of a form by field name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}

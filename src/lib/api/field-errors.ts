import { isApiError } from "./client";

/** The API's 422 field messages (word for word), keyed by field path; none for other errors. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return isApiError(error, 422) ? error.errors : {};
}

/** The messages of one field, or of every path under it (`access` covers `access.project_ids`). */
export function messagesFor(errors: Record<string, string[]>, field: string): string[] {
  return Object.entries(errors)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
}

/**
 * The line at the bottom of a dialog: for a 422, the field messages no field of the dialog shows;
 * for any other failure, the server's message.
 */
export function dialogError(error: unknown, shownFields: readonly string[]): string | null {
  if (!error) return null;
  if (!isApiError(error, 422)) return error instanceof Error ? error.message : String(error);
  const rest = Object.entries(error.errors)
    .filter(([path]) => !shownFields.some((field) => path === field || path.startsWith(`${field}.`)))
    .flatMap(([, list]) => list);
  if (rest.length) return rest.join(" ");
  return Object.keys(error.errors).length ? null : error.message;
}

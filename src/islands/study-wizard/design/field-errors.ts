/** Field errors as the API answers a 422: messages by field path ("tasks.4.options"). */
export type FieldErrors = Record<string, string[]>;

/** Adds a message to a path, once. */
export function addError(errors: FieldErrors, path: string, message: string): void {
  const list = (errors[path] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Both sets of messages, each message once per path. */
export function mergeErrors(...sets: readonly FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets)
    for (const [path, list] of Object.entries(set)) for (const m of list) addError(merged, path, m);
  return merged;
}

/** The messages of exactly this path. */
export const errorsAt = (errors: FieldErrors, path: string): string[] => errors[path] ?? [];

/** The element id of a field, from the id prefix of the form and the field's path. */
export const fieldId = (prefix: string, path: string) => `${prefix}-${path.replaceAll(".", "-")}`;

/** The id of the messages under a field, for its aria-describedby. */
export const errorId = (prefix: string, path: string) => `${fieldId(prefix, path)}-error`;

/** The props that tie a field to its messages: invalid and described by them when there are any. */
export function invalidProps(errors: FieldErrors, prefix: string, path: string) {
  const invalid = errorsAt(errors, path).length > 0;
  return {
    id: fieldId(prefix, path),
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId(prefix, path) : undefined,
  } as const;
}

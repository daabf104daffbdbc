import { z } from "zod";

/*
 * Envelopes shared by every API payload (DESIGN.md §3). Plain zod, browser-safe: the API's
 * OpenAPI generator reads `.meta({ id })` to name reusable components, so nothing here imports
 * the server's OpenAPI helpers.
 */

/** Field path → messages, as in `{ "email": ["The email must be a valid email address."] }`. */
export const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: "Messages per field path (dots join nested keys and array indexes)." });

/** Every error answer: `{ "message": "…", "errors"?: { field: ["…"] } }`. */
export const errorEnvelopeSchema = z
  .object({ message: z.string(), errors: fieldErrorsSchema.optional() })
  .meta({ id: "ErrorEnvelope", description: "An error: a message, and field messages for invalid input." });

/** A 422 answer, where `errors` is always present. */
export const validationErrorEnvelopeSchema = z
  .object({ message: z.string().meta({ example: "The given data was invalid." }), errors: fieldErrorsSchema })
  .meta({ id: "ValidationErrorEnvelope", description: "Invalid input: the message and the messages per field." });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** One resource: `{ "data": … }`. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Meta of a page list. */
export const pageMetaSchema = z
  .object({
    current_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    last_page: z.number().int().min(1),
  })
  .meta({ id: "PageMeta" });

/** A page list: `{ "data": [], "meta": { current_page, per_page, total, last_page } }`. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** Meta of a cursor list (v3 endpoints); `next_cursor` is null on the last page. */
export const cursorMetaSchema = z
  .object({ next_cursor: z.string().nullable(), limit: z.number().int().min(1) })
  .meta({ id: "CursorMeta" });
export type CursorMeta = z.infer<typeof cursorMetaSchema>;

/** A cursor list: `{ "data": [], "meta": { next_cursor, limit } }`. */
export function cursorEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: cursorMetaSchema });
}

/** Query of page lists; strings from the URL are coerced. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});

/** Query of cursor lists. */
export const cursorQuerySchema = z.object({
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A positive integer id taken from a path segment. */
export const idSchema = z.coerce.number().int().positive().meta({ example: 1 });

/** Path parameters `{ id }`. */
export const idParamsSchema = z.object({ id: idSchema });

/** Path parameters made of several ids, e.g. `idParams("id", "userId")` for /client/{id}/users/{userId}. */
export function idParams<const K extends string>(...names: K[]) {
  const shape = Object.fromEntries(names.map((name) => [name, idSchema])) as Record<K, typeof idSchema>;
  return z.object(shape);
}

/** An answer that only carries a message. */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: "MessageResponse" });

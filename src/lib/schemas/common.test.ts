import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cursorEnvelope,
  dataEnvelope,
  errorEnvelopeSchema,
  idParams,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  validationErrorEnvelopeSchema,
} from "./common";

describe("common schemas", () => {
  const item = z.object({ id: z.number() });

  it("wraps one resource and lists in the envelopes of DESIGN.md §3", () => {
    expect(dataEnvelope(item).parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    const page = { data: [{ id: 1 }], meta: { current_page: 1, per_page: 15, total: 1, last_page: 1 } };
    expect(pageEnvelope(item).parse(page)).toEqual(page);
    const cursor = { data: [], meta: { next_cursor: null, limit: 20 } };
    expect(cursorEnvelope(item).parse(cursor)).toEqual(cursor);
    expect(pageEnvelope(item).safeParse({ data: [], meta: { current_page: 0 } }).success).toBe(false);
  });

  it("describes error answers", () => {
    expect(errorEnvelopeSchema.parse({ message: "Not found." })).toEqual({ message: "Not found." });
    const invalid = {
      message: "The given data was invalid.",
      errors: { email: ["The email must be a valid email address."] },
    };
    expect(validationErrorEnvelopeSchema.parse(invalid)).toEqual(invalid);
    expect(validationErrorEnvelopeSchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("coerces ids and page queries from strings", () => {
    expect(idParamsSchema.parse({ id: "42" })).toEqual({ id: 42 });
    expect(idParamsSchema.safeParse({ id: "0" }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: "abc" }).success).toBe(false);
    expect(idParams("id", "userId").parse({ id: "1", userId: "7" })).toEqual({ id: 1, userId: 7 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(pageQuerySchema.safeParse({ per_page: "1000" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { unknownKeys } from "./unknown-keys";

describe("unknownKeys", () => {
  it("names keys a plain object would drop, at any depth, in lists and optional parts", () => {
    const schema = z.object({
      title: z.string(),
      items: z.array(z.object({ id: z.number() })).optional(),
      audience: z.object({ min: z.number() }).nullable(),
    });
    const value = { title: 1, colour: "red", items: [{ id: 1 }, { id: 2, size: 3 }], audience: { min: 1, max: 2 } };
    expect(unknownKeys(schema, value)).toEqual(["colour", "items.1.size", "audience.max"]);
  });

  it("leaves strict objects to zod, keeps loose ones' keys, and reads through pipes and unions", () => {
    expect(unknownKeys(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toEqual([]);
    expect(unknownKeys(z.looseObject({ a: z.string() }), { a: "x", b: 1 })).toEqual([]);
    const piped = z.object({ emails: z.string() }).transform((v) => v.emails.split(","));
    expect(unknownKeys(piped, { emails: "a,b", cc: "c" })).toEqual(["cc"]);
    const union = z.union([z.object({ study_id: z.number() }), z.object({ project_id: z.number() })]);
    expect(unknownKeys(union, { project_id: 1 })).toEqual([]);
    expect(unknownKeys(union, { project_id: 1, extra: true })).toEqual(["extra"]);
  });
});

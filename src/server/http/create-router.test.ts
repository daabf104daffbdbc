import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "./create-router";

describe("zodFieldErrors", () => {
  it("joins nested paths with dots and groups messages per field", () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, "Too short.")
        .regex(/^[a-z]+$/, "Letters only."),
      members: z.array(z.object({ email: z.email("The email must be a valid email address.") })),
    });
    const result = schema.safeParse({ name: "A1", members: [{ email: "ok@example.com" }, { email: "no" }] });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      name: ["Too short.", "Letters only."],
      "members.1.email": ["The email must be a valid email address."],
    });
  });

  it("names unknown keys of strict objects and root-level problems", () => {
    const strict = z.strictObject({ a: z.string() }).safeParse({ a: "x", b: 1, c: 2 });
    expect(Object.keys(zodFieldErrors(strict.error!))).toEqual(["b", "c"]);
    const root = z.object({}).safeParse("text");
    expect(Object.keys(zodFieldErrors(root.error!, "query"))).toEqual(["query"]);
  });
});

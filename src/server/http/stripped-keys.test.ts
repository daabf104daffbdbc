import { describe, expect, it } from "vitest";
import { z } from "zod";
import { strippedKeys } from "./stripped-keys";

describe("strippedKeys", () => {
  it("names the keys a schema's objects dropped, at any depth and in lists", () => {
    const schema = z.object({ title: z.string(), items: z.array(z.object({ id: z.number() })) });
    const input = { title: "x", colour: "red", items: [{ id: 1 }, { id: 2, size: 3 }] };
    expect(strippedKeys(input, schema.parse(input))).toEqual(["colour", "items.1.size"]);
  });

  it("names none when nothing was dropped, for loose objects and for transformed values", () => {
    const loose = z.looseObject({ a: z.string() });
    expect(strippedKeys({ a: "x", b: 1 }, loose.parse({ a: "x", b: 1 }))).toEqual([]);
    const reshaped = z.object({ emails: z.string().transform((s) => s.split(",")) });
    expect(strippedKeys({ emails: "a,b" }, reshaped.parse({ emails: "a,b" }))).toEqual([]);
    expect(strippedKeys([], {})).toEqual([]);
  });
});

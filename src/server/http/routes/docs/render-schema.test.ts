import { describe, expect, it } from "vitest";
import { renderSchema } from "./render-schema";

describe("renderSchema", () => {
  const components = {
    Node: {
      type: "object" as const,
      properties: {
        name: { type: "string" as const },
        children: { type: "array" as const, items: { $ref: "#/components/schemas/Node" } },
      },
      required: ["name"],
    },
  };

  it("expands references once and stops at recursion", () => {
    const html = renderSchema({ $ref: "#/components/schemas/Node" }, components);
    expect(html).toContain("object · Node");
    expect(html).toContain('<code class="name">children</code>');
    expect(html).toContain("array of Node (recursive)");
    expect(html).toContain('<span class="req">required</span>');
  });

  it("shows nullable unions, enums and maps readably", () => {
    expect(renderSchema({ anyOf: [{ type: "string" }, { type: "null" }] })).toContain("nullable");
    expect(renderSchema({ type: "string", enum: ["ok", "degraded"] })).toContain("one of <code>&quot;ok&quot;</code>");
    expect(
      renderSchema({ type: "object", additionalProperties: { type: "array", items: { type: "string" } } }),
    ).toContain("map of string → array of string");
  });

  it("escapes text from the document", () => {
    expect(renderSchema({ type: "string", description: "<b>bold</b>" })).not.toContain("<b>");
  });
});

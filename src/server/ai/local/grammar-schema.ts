import type { GbnfJsonSchema } from "node-llama-cpp";
import { z } from "zod";

type JsonSchema = { [key: string]: unknown };

/**
 * A reply schema as the JSON Schema subset node-llama-cpp turns into a grammar (GBNF): zod's
 * JSON Schema without `$schema`, with `anyOf` (zod's nullable) as `oneOf`, the one alternative
 * node-llama-cpp knows. Refinements (text lengths, rules between fields) are not expressible in a
 * grammar; the reply is checked against the whole zod schema afterwards, as with every provider.
 */
export function grammarSchemaOf(schema: z.ZodType): GbnfJsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return rewrite(json) as GbnfJsonSchema;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key === "anyOf" ? "oneOf" : key] = rewrite(value);
  return out;
}

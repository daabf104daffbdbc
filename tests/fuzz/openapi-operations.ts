/**
 * The operations of the API as its OpenAPI document describes them, and plausible values for
 * their inputs: the fuzz suite walks this list, so a new route is covered without editing it.
 */

/** The subset of JSON Schema the document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  example?: unknown;
  default?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: { name: string; in: "path" | "query" | "header"; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. /api/v3/studies/{id}. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? [])
        .filter((p): p is Parameter & { in: "path" | "query" } => p.in === "path" || p.in === "query")
        .map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required) || p.in === "path", schema: p.schema })),
      body: operation.requestBody?.content["application/json"]?.schema,
    })),
  );
}

/** Follows `$ref`s and takes the first branch of unions, to the schema a value is made from. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 20; hops++) {
    if (current.$ref) current = doc.components?.schemas?.[current.$ref.split("/").pop()!] ?? {};
    else if (current.anyOf?.[0]) current = current.anyOf[0];
    else if (current.oneOf?.[0]) current = current.oneOf[0];
    else if (current.allOf?.[0]) current = { ...current.allOf[0], ...current, allOf: undefined };
    else return current;
  }
  return current;
}

function typeOf(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null") : [schema.type];
  return types[0] ?? (schema.properties ? "object" : undefined);
}

/**
 * A plausible value of `schema`: examples, enums and formats honoured, objects with every property;
 * a property named in `named` (study_id, quotes…) takes that value, so it refers to a real row.
 */
export function exampleOf(
  doc: OpenApiDocument,
  schema: JsonSchema,
  depth = 0,
  named: Readonly<Record<string, unknown>> = {},
): unknown {
  const s = resolve(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case "object":
      return depth > 6
        ? {}
        : Object.fromEntries(
            Object.entries(s.properties ?? {}).map(([k, v]) => [
              k,
              Object.hasOwn(named, k) ? named[k] : exampleOf(doc, v, depth + 1, named),
            ]),
          );
    case "array":
      return depth > 6 || !s.items ? [] : [exampleOf(doc, s.items, depth + 1, named)];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "string":
      if (s.format === "email") return "fuzz@example.test";
      if (s.format === "uri" || s.format === "url") return "https://example.test/";
      if (s.format === "date-time") return "2026-01-01T00:00:00Z";
      return "fuzz";
    default:
      return "fuzz";
  }
}

/** Paths (as key lists) to every string in `value`: the places a hostile string can go. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** Paths to every value (leaf or not) one level below the top, for wrong-type replacements. */
export function topLevelKeys(value: unknown): string[] {
  return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
}

/** A deep copy of `value` with the value at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path.at(-1)!] = replacement;
  return copy;
}

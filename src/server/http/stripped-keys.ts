const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The field paths ("audiences.0.colour") of keys that `input` has and the parsed `output` lacks:
 * the unknown keys a schema's objects dropped while parsing. Compared wherever both sides are
 * objects or arrays, so a transform that reshapes a value hides nothing it did not receive. The
 * input's depth is bounded by read-input.ts (MAX_JSON_DEPTH) before any schema parses it.
 */
export function strippedKeys(input: unknown, output: unknown, path: readonly string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) => strippedKeys(item, output[index], [...path, String(index)]));
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) =>
    Object.hasOwn(output, key) ? strippedKeys(input[key], output[key], [...path, key]) : [[...path, key].join(".")],
  );
}

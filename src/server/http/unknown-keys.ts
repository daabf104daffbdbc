import type { z } from "zod";

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The field paths ("audiences.0.colour") of keys in `value` that `schema` does not know and would
 * drop without a word: those of its plain objects (zod's default). Strict objects report theirs
 * through zod itself, loose ones keep them; a union takes the branch that knows the most. The
 * value's depth is bounded by read-input.ts (MAX_JSON_DEPTH) before this walks it.
 */
export function unknownKeys(schema: z.ZodType, value: unknown, path: readonly string[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isPlainObject(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([key, item]) => {
        if (Object.hasOwn(shape, key)) return unknownKeys(shape[key]!, item, [...path, key]);
        return def.catchall ? [] : [[...path, key].join(".")];
      });
    }
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, i) => unknownKeys(def.element!, item, [...path, String(i)]))
        : [];
    case "record":
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([key, item]) => unknownKeys(def.valueType!, item, [...path, key]))
        : [];
    case "union": {
      const candidates = (def.options ?? []).map((option) => unknownKeys(option, value, path));
      return candidates.reduce((best, keys) => (keys.length < best.length ? keys : best), candidates[0] ?? []);
    }
    case "intersection": {
      const [left, right] = [unknownKeys(def.left!, value, path), unknownKeys(def.right!, value, path)];
      return left.filter((key) => right.includes(key));
    }
    case "pipe":
      return unknownKeys(def.in!, value, path);
    case "lazy":
      return unknownKeys(def.getter!(), value, path);
    default:
      return def.innerType ? unknownKeys(def.innerType, value, path) : [];
  }
}

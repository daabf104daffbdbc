import type { OpenApiDocument } from "../../openapi/document";
import { escapeHtml } from "../../../util/text";

type Components = NonNullable<NonNullable<OpenApiDocument["components"]>["schemas"]>;
/** A schema or a $ref to one, as it appears in the document. */
export type SchemaOrRef = Components[string];
type Reference = { $ref: string };
type Schema = Exclude<SchemaOrRef, Reference>;
type Rendered = { type: string; notes: string[]; children: string };

/** A `$ref` rather than an inline schema (3.1 schemas may also carry `$ref`, so check the value). */
export function isRef(value: object): value is Reference {
  return "$ref" in value && typeof value.$ref === "string";
}

/** Escaped text where `backticks` become <code>, the only markup descriptions use. */
export function richText(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** A schema as a type line and nested property lists; $refs are expanded once per branch. */
export function renderSchema(schema: SchemaOrRef, components: Components = {}): string {
  const node = describe(schema, components, new Set());
  return `<div class="schema">${typeLine(node)}${node.children}</div>`;
}

function typeLine({ type, notes }: Rendered): string {
  const extra = notes.length ? ` <span class="notes">${notes.join(" · ")}</span>` : "";
  return `<span class="type">${escapeHtml(type)}</span>${extra}`;
}

function describe(input: SchemaOrRef, components: Components, seen: Set<string>): Rendered {
  if (isRef(input)) {
    const name = input.$ref.split("/").pop() ?? input.$ref;
    const target = components[name];
    if (!target || seen.has(name))
      return { type: seen.has(name) ? `${name} (recursive)` : name, notes: [], children: "" };
    const inner = describe(target, components, new Set([...seen, name]));
    return { ...inner, type: `${inner.type} · ${name}` };
  }
  const variants = input.anyOf ?? input.oneOf;
  if (variants) return describeUnion(input, variants, components, seen);
  if (input.allOf)
    return { type: "all of", notes: notesOf(input), children: variantList(input.allOf, components, seen) };

  const types = Array.isArray(input.type) ? input.type : input.type ? [input.type] : [];
  if (input.properties || types.includes("object")) return describeObject(input, components, seen, types);
  if (types.includes("array") && input.items) {
    const item = describe(input.items, components, seen);
    return { type: `array of ${item.type}`, notes: [...notesOf(input), ...item.notes], children: item.children };
  }
  const label = types.length ? types.join(" | ") : input.const !== undefined ? "constant" : "any";
  return { type: input.format ? `${label} (${input.format})` : label, notes: notesOf(input), children: "" };
}

function describeUnion(input: Schema, variants: SchemaOrRef[], components: Components, seen: Set<string>): Rendered {
  const isNull = (v: SchemaOrRef) => !isRef(v) && v.type === "null";
  const rest = variants.filter((v) => !isNull(v));
  const nullable = rest.length < variants.length ? ["nullable"] : [];
  if (rest.length === 1 && rest[0]) {
    const only = describe(rest[0], components, seen);
    return { ...only, notes: [...nullable, ...only.notes, ...notesOf(input)] };
  }
  return { type: "one of", notes: [...nullable, ...notesOf(input)], children: variantList(rest, components, seen) };
}

function describeObject(input: Schema, components: Components, seen: Set<string>, types: string[]): Rendered {
  const required = new Set(input.required ?? []);
  const rows = Object.entries(input.properties ?? {}).map(([name, child]) => {
    const node = describe(child, components, seen);
    const flag = required.has(name) ? ' <span class="req">required</span>' : "";
    return `<li><code class="name">${escapeHtml(name)}</code>${flag} ${typeLine(node)}${node.children}</li>`;
  });
  let type = types.includes("null") ? "object | null" : "object";
  let children = rows.length ? `<ul class="props">${rows.join("")}</ul>` : "";
  const extra = input.additionalProperties;
  if (extra && typeof extra === "object") {
    const value = describe(extra, components, seen);
    if (!rows.length) type = `map of string → ${value.type}`;
    children += value.children;
  }
  return { type, notes: notesOf(input), children };
}

function variantList(variants: SchemaOrRef[], components: Components, seen: Set<string>): string {
  const items = variants.map((v) => {
    const node = describe(v, components, seen);
    return `<li>${typeLine(node)}${node.children}</li>`;
  });
  return `<ol class="variants">${items.join("")}</ol>`;
}

function notesOf(s: Schema): string[] {
  const show = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;
  const notes: string[] = [];
  if (s.description) notes.push(richText(s.description));
  if (s.enum) notes.push(`one of ${s.enum.map(show).join(", ")}`);
  if (s.const !== undefined) notes.push(`always ${show(s.const)}`);
  if (s.minimum !== undefined) notes.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) notes.push(`≤ ${s.maximum}`);
  if (s.minLength !== undefined) notes.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) notes.push(`at most ${s.maxLength} characters`);
  if (s.pattern) notes.push(`pattern ${show(s.pattern)}`);
  if (s.default !== undefined) notes.push(`default ${show(s.default)}`);
  if (s.example !== undefined) notes.push(`example ${show(s.example)}`);
  return notes;
}

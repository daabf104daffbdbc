/**
 * The hostile requests of the fuzz suite, made for one operation from its OpenAPI description:
 * NUL characters in every string, prototype keys, wrong types, huge strings, deep nesting, empty,
 * non-JSON and over-long bodies. Each carries the check its answer must pass.
 */
import {
  exampleOf,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  stringPaths,
  topLevelKeys,
  withValueAt,
} from "./openapi-operations";

export interface HostileRequest {
  name: string;
  method: string;
  /** Path and query, e.g. /api/projects/2147483000?x=1. */
  url: string;
  contentType?: string;
  body?: string;
  /** Why the answer is wrong, or null when it is right. Every answer must also be below 500. */
  check(status: number, body: unknown): string | null;
}

/** An id no demo row has: a body that somehow validated still meets a 404, not a real row. */
const MISSING_ID = 2_147_483_000;
const NUL = "fuzz\u0000nul";

const isClientError = (status: number) => (status >= 400 && status < 500 ? null : `expected a 4xx, got ${status}`);
const below500 = () => null;

/** A 422 whose field errors name `field`. */
function namesField(field: string) {
  return (status: number, body: unknown): string | null => {
    if (status !== 422) return `expected 422 naming ${field}, got ${status}`;
    const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
    return Object.hasOwn(errors, field) ? null : `422 without ${field} in ${JSON.stringify(errors)}`;
  };
}

function paramValue(doc: OpenApiDocument, param: Parameter): string {
  const example = exampleOf(doc, param.schema);
  return typeof example === "number" ? String(MISSING_ID) : String(example);
}

/** The operation's URL with its path parameters and required query parameters filled in. */
function urlOf(doc: OpenApiDocument, op: Operation, override: Record<string, string> = {}): string {
  const values = Object.fromEntries(op.params.map((p) => [p.name, override[p.name] ?? paramValue(doc, p)]));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (p.in === "query" && (p.required || p.name in override)) query.set(p.name, values[p.name]!);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Every hostile request for `op`; `maxBodyBytes` is the server's MAX_BODY_BYTES. */
export function hostileRequests(doc: OpenApiDocument, op: Operation, maxBodyBytes: number): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const add = (name: string, check: HostileRequest["check"], url: string, body?: string, contentType?: string) =>
    requests.push({
      name,
      method: op.method,
      url,
      body,
      contentType: contentType ?? (body ? "application/json" : undefined),
      check,
    });

  for (const param of op.params) {
    const check = namesField(param.name);
    add(`NUL in ${param.in} parameter ${param.name}`, check, urlOf(doc, op, { [param.name]: NUL }));
  }
  if (op.method === "GET" || op.method === "HEAD") return requests;

  const url = urlOf(doc, op);
  const example = op.body ? exampleOf(doc, op.body) : {};
  const json = (value: unknown) => JSON.stringify(value);
  for (const path of stringPaths(example)) {
    add(`NUL in body field ${path.join(".")}`, namesField(path.join(".")), url, json(withValueAt(example, path, NUL)));
    add(`huge string in ${path.join(".")}`, below500, url, json(withValueAt(example, path, "x".repeat(200_000))));
  }
  for (const key of topLevelKeys(example)) {
    const value = (example as Record<string, unknown>)[key];
    add(`wrong type for ${key}`, isClientError, url, json(withValueAt(example, [key], wrongTypeFor(value))));
  }
  const polluted = `{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, ${json(example).slice(1)}`;
  add(
    "prototype keys",
    below500,
    url,
    example && typeof example === "object" && !Array.isArray(example) ? polluted : json(example),
  );
  for (const whole of [[], "text", 42, null, true]) add(`body ${json(whole)}`, isClientError, url, json(whole));
  add("deep nesting (1,000 levels)", isClientError, url, "[".repeat(1000) + "]".repeat(1000));
  add("deep nesting (500,000 levels)", isClientError, url, '{"a":' + "[".repeat(500_000) + "]".repeat(500_000) + "}");
  add("empty JSON body", below500, url, "", "application/json");
  add("malformed JSON", isClientError, url, '{"title": "x",', "application/json");
  add("JSON sent as text/plain", isClientError, url, json(example), "text/plain");
  add(
    "body over MAX_BODY_BYTES",
    (status) =>
      status === 413 || (op.path.includes("/storage/upload/") && status < 500) ? null : `expected 413, got ${status}`,
    url,
    json({ padding: "x".repeat(maxBodyBytes) }),
  );
  return requests;
}

/** A value of another JSON type than `value`. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "twelve";
  if (typeof value === "boolean") return "yes";
  if (Array.isArray(value)) return { not: "a list" };
  if (value && typeof value === "object") return [1, 2, 3];
  return { unexpected: true };
}

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
  /**
   * Why the answer is wrong, or null when it is right; `baseline` is the status of the operation's
   * first request (its valid body), which the others are judged against. Every answer must also be
   * below 500.
   */
  check(status: number, body: unknown, baseline: number): string | null;
}

/** The real objects an operation addresses (real-inputs.ts). */
export interface RealInputs {
  /** Path parameter values; a parameter not named here gets a made-up id. */
  path: Record<string, number | string>;
  /** Body fields by name (client_id, quotes…), and whole bodies for operations that need one. */
  fields: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** An id no demo row has: a route with no real object to address answers 404. */
const MISSING_ID = 2_147_483_000;
const NUL = "fuzz\u0000nul";
const UNKNOWN_KEY = "fuzz_unknown_key";
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

const exactly =
  (expected: number) =>
  (status: number): string | null =>
    status === expected ? null : `expected ${expected}, got ${status}`;

/** A 422 whose field errors name `field`. */
function namesField(field: string) {
  return (status: number, body: unknown): string | null => {
    if (status !== 422) return `expected 422 naming ${field}, got ${status}`;
    const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
    return Object.hasOwn(errors, field) ? null : `422 without ${field} in ${JSON.stringify(errors)}`;
  };
}

/**
 * The valid body's answer: accepted, or refused for what it says (409, 422), never because the
 * route was not reached (401, 403, 404) and never because of the prototype keys it carries.
 */
function reachedTheWritePath(status: number, body: unknown): string | null {
  if (status === 401 || status === 403 || status === 404) return `the valid body was refused with ${status}`;
  const errors = Object.keys((body as { errors?: Record<string, unknown> } | null)?.errors ?? {});
  const named = errors.filter((field) => PROTOTYPE_KEYS.some((key) => field.split(".").includes(key)));
  return named.length ? `prototype keys were reported: ${named.join(", ")}` : null;
}

function paramValue(doc: OpenApiDocument, param: Parameter, real: RealInputs): string {
  if (Object.hasOwn(real.path, param.name)) return String(real.path[param.name]);
  const example = exampleOf(doc, param.schema);
  return typeof example === "number" ? String(MISSING_ID) : String(example);
}

/** The operation's URL with its path parameters and required query parameters filled in. */
function urlOf(doc: OpenApiDocument, op: Operation, real: RealInputs, override: Record<string, string> = {}): string {
  const values = Object.fromEntries(op.params.map((p) => [p.name, override[p.name] ?? paramValue(doc, p, real)]));
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (p.in === "query" && (p.required || p.name in override)) query.set(p.name, values[p.name]!);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Every hostile request for `op`, the valid body first; `maxBodyBytes` is the server's
 * MAX_BODY_BYTES. Operations without a JSON body get only what applies to them: hostile
 * parameters, and a body over the limit.
 */
export function hostileRequests(
  doc: OpenApiDocument,
  op: Operation,
  maxBodyBytes: number,
  real: RealInputs,
): HostileRequest[] {
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
  const url = urlOf(doc, op, real);
  const json = (value: unknown) => JSON.stringify(value);
  const example = op.body ? (real.body ?? exampleOf(doc, op.body, 0, real.fields)) : undefined;
  const isObject = !!example && typeof example === "object" && !Array.isArray(example);

  if (op.body) {
    const polluted = `{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, ${json(example).slice(1)}`;
    add("valid body with prototype keys", reachedTheWritePath, url, isObject ? polluted : json(example));
  }
  for (const param of op.params) {
    add(
      `NUL in ${param.in} parameter ${param.name}`,
      namesField(param.name),
      urlOf(doc, op, real, { [param.name]: NUL }),
    );
  }
  if (op.method === "GET" || op.method === "HEAD") return requests;
  add(
    "body over MAX_BODY_BYTES",
    // An upload address streams its body to disk after checking its signature (403 without one).
    op.path === "/api/storage/upload/{id}" ? exactly(403) : exactly(413),
    url,
    json({ padding: "x".repeat(maxBodyBytes) }),
  );
  if (!op.body) return requests;

  for (const path of stringPaths(example)) {
    const field = path.join(".");
    add(`NUL in body field ${field}`, namesField(field), url, json(withValueAt(example, path, NUL)));
    add(
      `huge string in ${field}`,
      (status, body, baseline) => (status === baseline ? null : namesField(field)(status, body)),
      url,
      json(withValueAt(example, path, "x".repeat(200_000))),
    );
  }
  for (const key of topLevelKeys(example)) {
    const value = (example as Record<string, unknown>)[key];
    add(`wrong type for ${key}`, namesField(key), url, json(withValueAt(example, [key], wrongTypeFor(value))));
  }
  if (isObject) add("an unknown key", namesField(UNKNOWN_KEY), url, json({ ...example, [UNKNOWN_KEY]: 1 }));
  for (const whole of [[], "text", 42, null, true]) add(`body ${json(whole)}`, namesField("body"), url, json(whole));
  add("deep nesting (1,000 levels)", exactly(422), url, "[".repeat(1000) + "]".repeat(1000));
  // Deep enough to exhaust the parser's stack: it does not parse, like malformed JSON.
  add("deep nesting (500,000 levels)", exactly(400), url, '{"a":' + "[".repeat(500_000) + "]".repeat(500_000) + "}");
  add("empty JSON body", exactly(400), url, "", "application/json");
  add("malformed JSON", exactly(400), url, '{"title": "x",', "application/json");
  add("JSON sent as text/plain", exactly(415), url, json(example), "text/plain");
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

import { Writable } from "node:stream";
import { createRoute } from "@hono/zod-openapi";
import pg from "pg";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataEnvelope } from "@/lib/schemas/common";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "@/server/errors";
import { freePort } from "@/server/util/free-port";
import { createApp } from "./app";
import { createRouter } from "./create-router";
import { errorResponses, jsonBody, jsonContent } from "./openapi/responses";

const itemSchema = z.object({ email: z.email(), items: z.array(z.object({ name: z.string().min(1) })).min(1) });

const createItemRoute = createRoute({
  method: "post",
  path: "/items",
  request: { body: jsonBody(itemSchema), query: z.object({ dry_run: z.enum(["yes", "no"]).optional() }) },
  responses: { 201: jsonContent(dataEnvelope(itemSchema), "Created"), ...errorResponses(400, 413, 415, 422) },
});

const thrown = {
  unauthorized: new UnauthorizedError(),
  forbidden: new ForbiddenError(),
  missing: new NotFoundError("Quote not found"),
  conflict: new ConflictError("Email is already in use"),
  invalid: ValidationError.field("email", "The email must be a valid email address."),
  busy: new TooManyRequestsError(30),
};

const failRoute = createRoute({
  method: "get",
  path: "/fail/{kind}",
  request: { params: z.object({ kind: z.string() }) },
  responses: { 200: jsonContent(z.object({}), "Never") },
});

// Test-only routes live on their own app instance, never on the production one.
const lines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "info", base: undefined },
  new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
);
const testApp = createApp({ logger });
testApp.route(
  "/test",
  createRouter()
    .openapi(createItemRoute, (c) => c.json({ data: c.req.valid("json") }, 201))
    .openapi(failRoute, async (c) => {
      const kind = c.req.valid("param").kind;
      if (kind in thrown) throw thrown[kind as keyof typeof thrown];
      if (kind === "database-gone") {
        // A real driver error for a server that is not there, wrapped as Drizzle wraps query errors.
        const port = await freePort();
        const refused = await new pg.Client({ host: "127.0.0.1", port }).connect().catch((error: unknown) => error);
        throw new Error("Failed query: select 1", { cause: refused });
      }
      throw new Error("database exploded at secret.ts:42");
    }),
);

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  testApp.request("/api/test/items", { method: "POST", headers, body });

describe("error envelopes", () => {
  it("accepts valid input", async () => {
    const response = await post(JSON.stringify({ email: "a@example.com", items: [{ name: "x" }] }));
    expect(response.status).toBe(201);
  });

  it("answers invalid input with 422, the spec's message and messages per field path", async () => {
    const response = await post(JSON.stringify({ email: "nope", items: [{ name: "" }] }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("The given data was invalid.");
    expect(Object.keys(body.errors).sort()).toEqual(["email", "items.0.name"]);
    expect(body.errors.email?.[0]).toEqual(expect.any(String));
  });

  it("reports invalid query parameters the same way", async () => {
    const response = await testApp.request("/api/test/items?dry_run=maybe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain("dry_run");
  });

  it("answers malformed and missing JSON bodies with 400", async () => {
    for (const body of ["{not json", ""]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
    }
  });

  it("keeps the status and message of an HTTPException (415 for a wrong content type)", async () => {
    const response = await post("email=a", { "content-type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "Unsupported Media Type" });
  });

  it.each([
    ["unauthorized", 401, { message: "Unauthenticated." }],
    ["forbidden", 403, { message: "This action is unauthorized." }],
    ["missing", 404, { message: "Quote not found" }],
    ["conflict", 409, { message: "Email is already in use" }],
    [
      "invalid",
      422,
      { message: "The given data was invalid.", errors: { email: ["The email must be a valid email address."] } },
    ],
    ["busy", 429, { message: "Too Many Attempts." }],
  ])("maps a thrown %s error to %i", async (kind, status, body) => {
    const response = await testApp.request(`/api/test/fail/${kind}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    if (kind === "busy") expect(response.headers.get("retry-after")).toBe("30");
  });

  it("answers an unexpected error with a bare 500 and logs the stack with the request id", async () => {
    const response = await testApp.request("/api/test/fail/boom", { headers: { "x-request-id": "req-500" } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Server Error" });
    expect(text).not.toMatch(/secret|exploded|at /);
    const logged = lines.find((line) => line.msg === "request failed");
    expect(logged).toMatchObject({ requestId: "req-500", level: 50 });
    expect(JSON.stringify(logged)).toContain("secret.ts:42");
    expect(lines).toContainEqual(expect.objectContaining({ requestId: "req-500", status: 500, msg: "request" }));
  });

  it("answers 503 with Retry-After while the database cannot be reached, and logs no stack as a bug", async () => {
    const response = await testApp.request("/api/test/fail/database-gone", { headers: { "x-request-id": "req-503" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
    });
    expect(lines).toContainEqual(expect.objectContaining({ requestId: "req-503", msg: "database unreachable" }));
    expect(lines).not.toContainEqual(expect.objectContaining({ requestId: "req-503", msg: "request failed" }));
  });
});

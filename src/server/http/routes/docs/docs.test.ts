import { describe, expect, it } from "vitest";
import { app } from "../../app";
import { documentProblems } from "../../openapi/check-document";
import type { OpenApiDocument } from "../../openapi/document";
import packageJson from "../../../../../package.json" with { type: "json" };

describe("GET /api/openapi.json", () => {
  it("is a sound OpenAPI 3.1 document of every route", async () => {
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: "Fieldnote API", version: packageJson.version });
    expect(documentProblems(document)).toEqual([]);
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining(["/api/health", "/api/openapi.json", "/api/docs"]),
    );
    expect(document.paths?.["/api/health"]?.get?.responses).toHaveProperty("503");
    expect(document.components?.schemas).toHaveProperty("Health");
  });

  it("is checked for broken references and undeclared path parameters", () => {
    const broken = {
      openapi: "3.0.0",
      info: { title: "x", version: "1" },
      paths: {
        "/a/{id}": {
          get: {
            responses: {
              200: {
                description: "ok",
                content: { "application/json": { schema: { $ref: "#/components/schemas/Nope" } } },
              },
            },
          },
        },
      },
    } as unknown as OpenApiDocument;
    expect(documentProblems(broken)).toEqual([
      'openapi is "3.0.0", not 3.1.x',
      "GET /a/{id}: path parameter {id} is not declared",
      "unresolved $ref #/components/schemas/Nope",
    ]);
  });
});

describe("GET /api/docs", () => {
  it("renders the reference as HTML without any script", async () => {
    const response = await app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('id="gethealth"');
    expect(html).toContain("<code>/api/health</code>");
    expect(html).toContain("Health of the database and the job queue");
    // Nested properties of the response schema are shown.
    expect(html).toMatch(/latency_ms/);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3)/i);
  });
});

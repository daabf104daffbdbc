import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { app, createApp } from "./app";

/** A pino logger whose lines land in an array, to look at what was logged. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: "info", base: undefined }, stream), lines };
}

describe("the API app", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await app.request("/api/no/such/thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Not found." });
  });

  it("refuses malformed JSON with 400, never 500", async () => {
    const response = await app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.c",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("refuses a body above MAX_BODY_BYTES with 413, by Content-Length", async () => {
    const small = createApp({ maxBodyBytes: 1024 });
    const response = await small.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(2000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large." });
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const small = createApp({ maxBodyBytes: 1024 });
    const chunk = new TextEncoder().encode("x".repeat(512));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/api/health", {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await small.request(request);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it("echoes a sane x-request-id and logs it on the access line", async () => {
    const { logger, lines } = capturingLogger();
    const response = await createApp({ logger }).request("/api/nothing", { headers: { "x-request-id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId: "abc-123",
        method: "GET",
        path: "/api/nothing",
        status: 404,
        ms: expect.any(Number),
      }),
    );
  });

  it("replaces an unsafe or oversized x-request-id with a random one", async () => {
    for (const incoming of ["bad id <script>", "x".repeat(200), ""]) {
      const response = await app.request("/api/nothing", { headers: { "x-request-id": incoming } });
      const id = response.headers.get("x-request-id");
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("delays answers by the demo latency", async () => {
    const slow = createApp({ demoLatencyMs: { min: 60, max: 80 } });
    const started = performance.now();
    expect((await slow.request("/api/nothing")).status).toBe(404);
    // A lower bound only, so never flaky: the delay happened (speed is for `npm run bench`).
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

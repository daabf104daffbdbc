/**
 * The fuzz suite: a real server (npm start's bundle, its own embedded PostgreSQL) gets hostile
 * input on every operation of its OpenAPI document, read from the app itself, so a new route is
 * covered without editing this file. Every answer must be below 500 and the expected 4xx; the
 * server must still answer /api/health after each operation; a refused write changes nothing.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app } from "@/server/http/app";
import {
  connectToDatabase,
  type RunningServer,
  signInAs,
  startServer,
  waitForIdleQueue,
} from "../../scripts/bench/server";
import { presignPng, pngLike, putAndAbort, putUnending, putWhole } from "./broken-uploads";
import { changedTables, databaseFingerprint } from "./database-fingerprint";
import { hostileRequests } from "./hostile-requests";
import { type OpenApiDocument, operationsOf } from "./openapi-operations";

const MAX_BODY_BYTES = 1_048_576;
const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
const operations = operationsOf(doc);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-fuzz-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
let server: RunningServer;
let database: pg.Client;
let bearer: string;

beforeAll(async () => {
  const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media"), DATABASE_URL: "" };
  server = await startServer({ ...env, MAX_BODY_BYTES: String(MAX_BODY_BYTES) }, "/auth/login", 200_000);
  // The seeded showreels render after a start: their writes are not the fuzz suite's.
  await waitForIdleQueue(server.url);
  database = await connectToDatabase(dataDir);
  ({ bearer } = await signInAs(server.url));
}, 240_000);

afterAll(async () => {
  await database?.end();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function healthStatus(): Promise<number> {
  return (await fetch(`${server.url}/api/health`)).status;
}

describe("hostile input on every operation of /api/openapi.json", () => {
  it("covers every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(new Set(operations.map((op) => `${op.method} ${op.path}`)).size).toBe(operations.length);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s: no 5xx, the right 4xx, still serving, refused writes change nothing",
    async (_name, op) => {
      const before = await databaseFingerprint(database);
      const failures: string[] = [];
      let refusedAll = true;
      for (const request of hostileRequests(doc, op, MAX_BODY_BYTES)) {
        const response = await fetch(`${server.url}${request.url}`, {
          method: request.method,
          headers: { authorization: bearer, ...(request.contentType ? { "content-type": request.contentType } : {}) },
          body: request.body,
          redirect: "manual",
        });
        const text = await response.text();
        const body: unknown = text.startsWith("{") ? JSON.parse(text) : text;
        const problem = response.status >= 500 ? `answered ${response.status}` : request.check(response.status, body);
        if (problem) failures.push(`${request.name}: ${problem}`);
        if (response.status < 400) refusedAll = false;
      }
      expect(failures).toEqual([]);
      expect(await healthStatus()).toBe(200);
      if (refusedAll) expect(changedTables(before, await databaseFingerprint(database))).toEqual([]);
      // A write that was accepted (a valid body with prototype keys, say) may have queued work:
      // let it finish, so its writes are not counted against the next operation.
      else await waitForIdleQueue(server.url);
    },
  );
});

describe("uploads that go wrong on the wire", () => {
  const uploadRow = async (id: number) =>
    (await database.query<{ status: string }>("select status from uploads where id = $1", [id])).rows[0]!.status;
  const leftovers = async () =>
    (await fs.readdir(path.join(dataDir, "uploads"), { recursive: true }).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".part"),
    );

  it("refuses more bytes than announced with 413, framed or chunked, and keeps serving", async () => {
    for (const chunked of [false, true]) {
      const upload = await presignPng(server.url, bearer, 100);
      expect(await putWhole(server.url, upload.path, pngLike(50_000), chunked)).toBe(413);
      expect(await healthStatus()).toBe(200);
      expect(await uploadRow(upload.id)).toBe("PENDING");
    }
    expect(await leftovers()).toEqual([]);
  });

  it("never buffers an upload address's body, whatever content type it claims", async () => {
    // Unsigned and JSON-typed: refused while the body is still arriving, not read to its end first.
    const upload = await presignPng(server.url, bearer, 100);
    const forged = upload.path.replace(/signature=[^&]+/, "signature=forged");
    const answer = await putUnending(server.url, forged, "application/json");
    expect(answer.status).toBe(403);
    expect(answer.sent).toBeLessThan(8 * 1_048_576);
    expect(await healthStatus()).toBe(200);
    expect(await uploadRow(upload.id)).toBe("PENDING");
  });

  it("refuses fewer bytes than announced with 422", async () => {
    const upload = await presignPng(server.url, bearer, 100);
    expect(await putWhole(server.url, upload.path, pngLike(50))).toBe(422);
    expect(await uploadRow(upload.id)).not.toBe("COMPLETED");
    expect(await leftovers()).toEqual([]);
  });

  it("survives a connection dropped half-way, leaving no partial file", async () => {
    const upload = await presignPng(server.url, bearer, 100_000);
    await putAndAbort(server.url, upload.path, 100_000, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await healthStatus()).toBe(200);
    expect(await uploadRow(upload.id)).toBe("PENDING");
    expect(await leftovers()).toEqual([]);
  });

  it("accepts no file whose bytes are only a signature", async () => {
    const upload = await presignPng(server.url, bearer, 64);
    expect(await putWhole(server.url, upload.path, pngLike(64))).toBe(422);
    expect(await uploadRow(upload.id)).toBe("REJECTED");
  });
});

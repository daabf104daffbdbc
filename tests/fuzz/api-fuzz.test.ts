/**
 * The fuzz suite: a real server (npm start's bundle, its own embedded PostgreSQL) gets hostile
 * input on every operation of its OpenAPI document, read from the app itself, so a new route is
 * covered without editing this file. Each operation addresses the caller's real objects
 * (real-inputs.ts), so its validation and write path see every hostile body, not a 404. Every
 * answer must be the expected status; the server must still answer /api/health after each
 * operation; a refused write changes nothing.
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
import { PNG } from "../fixtures/uploads";
import { presignPng, pngLike, putAndAbort, putUnending, putWhole } from "./broken-uploads";
import type { CallerObjects } from "./caller-objects";
import { changedTables, databaseFingerprint } from "./database-fingerprint";
import { hostileRequests, type RealInputs } from "./hostile-requests";
import { type OpenApiDocument, type Operation, operationsOf } from "./openapi-operations";
import { prepareObjects } from "./prepare-objects";
import { REAL_BODIES, realBodyFields, realPathValues } from "./real-inputs";

const MAX_BODY_BYTES = 1_048_576;
const doc = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
const operations = operationsOf(doc);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-fuzz-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
let server: RunningServer;
let database: pg.Client;
let bearer: string;
let objects: CallerObjects;

const inputsFor = (op: Operation): RealInputs => ({
  path: realPathValues(op, objects),
  fields: realBodyFields(objects),
  body: REAL_BODIES[`${op.method} ${op.path}`]?.(objects),
});

beforeAll(async () => {
  const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media"), DATABASE_URL: "" };
  server = await startServer({ ...env, MAX_BODY_BYTES: String(MAX_BODY_BYTES) }, "/auth/login", 200_000);
  // The seeded showreels render after a start: their writes are not the fuzz suite's.
  await waitForIdleQueue(server.url);
  database = await connectToDatabase(dataDir);
  ({ bearer } = await signInAs(server.url));
  objects = await prepareObjects({ url: server.url, dataDir, bearer, database });
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
      const failures: string[] = [];
      let baseline = 0;
      let before = await databaseFingerprint(database);
      let refusedAll = true;
      const requests = hostileRequests(doc, op, MAX_BODY_BYTES, inputsFor(op));
      for (const [index, request] of requests.entries()) {
        const response = await fetch(`${server.url}${request.url}`, {
          method: request.method,
          headers: { authorization: bearer, ...(request.contentType ? { "content-type": request.contentType } : {}) },
          body: request.body,
          redirect: "manual",
        });
        const text = await response.text();
        const body: unknown = text.startsWith("{") ? JSON.parse(text) : text;
        if (index === 0) baseline = response.status;
        const problem =
          response.status >= 500 ? `answered ${response.status}` : request.check(response.status, body, baseline);
        if (problem) failures.push(`${request.name}: ${problem}`);
        if (index === 0 && op.body) {
          // The valid body may write; what follows it is judged against the state it left.
          if (response.status < 400) await waitForIdleQueue(server.url);
          before = await databaseFingerprint(database);
        } else if (response.status < 400) refusedAll = false;
      }
      expect(failures).toEqual([]);
      expect(await healthStatus()).toBe(200);
      if (refusedAll) expect(changedTables(before, await databaseFingerprint(database))).toEqual([]);
      // A write that was accepted (a huge but valid string, say) may have queued work: let it
      // finish, so its writes are not counted against the next operation.
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

  it("answers 400 to a body that stops half-way, leaving no partial file and the upload open", async () => {
    const upload = await presignPng(server.url, bearer, PNG.length);
    expect(await putAndAbort(server.url, upload.path, PNG, Math.floor(PNG.length / 2))).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await healthStatus()).toBe(200);
    expect(await uploadRow(upload.id)).toBe("PENDING");
    expect(await leftovers()).toEqual([]);
    // Another try of the same address succeeds.
    expect(await putWhole(server.url, upload.path, PNG)).toBe(200);
    expect(await uploadRow(upload.id)).toBe("COMPLETED");
  });

  it("accepts no file whose bytes are only a signature", async () => {
    const upload = await presignPng(server.url, bearer, 64);
    expect(await putWhole(server.url, upload.path, pngLike(64))).toBe(422);
    expect(await uploadRow(upload.id)).toBe("REJECTED");
  });
});

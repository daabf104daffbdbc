import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_TEST_KEYS, startTestS3, type TestS3 } from "@tests/fixtures/s3-server";
import { setEnv } from "../env";
import { ServiceUnavailableError } from "../errors";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { s3Store } from "./s3-store";
import { objectStore, useObjectStore } from "./store";

let s3: TestS3;
let work: string;

beforeAll(async () => {
  s3 = await startTestS3();
  work = await fs.mkdtemp(path.join(os.tmpdir(), "portal-store-"));
  setEnv({ DATA_DIR: path.join(work, "data") });
});

afterAll(async () => {
  useObjectStore(undefined);
  await s3.stop();
  await fs.rm(work, { recursive: true, force: true });
});

const s3Settings = () => ({
  bucket: s3.bucket,
  prefix: "tenant-a/",
  endpoint: s3.endpoint,
  region: "us-east-1",
  ...S3_TEST_KEYS,
  forcePathStyle: true,
  workDir: path.join(work, "s3-node"),
});

async function localFileWith(text: string): Promise<string> {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.txt`);
  await fs.writeFile(file, text);
  return file;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let all = "";
  for await (const chunk of stream) all += String(chunk);
  return all;
}

const stores: [string, () => ObjectStore][] = [
  ["the local folder", () => localStore],
  ["S3", () => s3Store(s3Settings())],
];

describe.each(stores)("object store: %s", (_name, make) => {
  it("stores a file by key, then answers its size, version, bytes and any range of them", async () => {
    const store = make();
    expect(await store.stat("uploads/a/missing.txt")).toBeNull();
    const file = await localFileWith("0123456789");
    await store.moveIn("uploads/a/one.txt", file, "text/plain");
    await expect(fs.stat(file)).rejects.toThrow();

    const info = await store.stat("uploads/a/one.txt");
    expect(info).toMatchObject({ size: 10 });
    expect(info!.version).not.toBe("");
    expect(await text(await store.read("uploads/a/one.txt"))).toBe("0123456789");
    expect(await text(await store.read("uploads/a/one.txt", { start: 2, end: 5 }))).toBe("2345");
    expect((await store.readBytes("uploads/a/one.txt")).toString()).toBe("0123456789");
    expect(await fs.readFile(await store.localFile("uploads/a/one.txt"), "utf8")).toBe("0123456789");
    const opened = await store.open("uploads/a/one.txt");
    expect(opened!.size).toBe(10);
    expect(await text(opened!.body)).toBe("0123456789");
    expect(await store.open("uploads/a/missing.txt")).toBeNull();
  });

  it("publishes a staged folder's files under its prefix, and nothing of a discarded one", async () => {
    const store = make();
    const kept = await store.stage("showreels/7/r1");
    await fs.mkdir(path.join(kept.dir, "deep"), { recursive: true });
    await fs.writeFile(path.join(kept.dir, "video.mp4"), "video");
    await fs.writeFile(path.join(kept.dir, "deep", "poster.jpg"), "poster");
    expect(kept.keyOf(path.join(kept.dir, "deep", "poster.jpg"))).toBe("showreels/7/r1/deep/poster.jpg");
    await kept.publish();
    await kept.discard();
    expect(await store.stat("showreels/7/r1/video.mp4")).toMatchObject({ size: 5 });
    expect((await store.readBytes("showreels/7/r1/deep/poster.jpg")).toString()).toBe("poster");

    const dropped = await store.stage("showreels/7/r2");
    await fs.writeFile(path.join(dropped.dir, "video.mp4"), "half");
    await dropped.discard();
    expect(await store.stat("showreels/7/r2/video.mp4")).toBeNull();
  });

  it("removes files and whole folders; a key already gone is fine", async () => {
    const store = make();
    const folder = await store.stage("interviews/3/r1");
    await fs.writeFile(path.join(folder.dir, "a.vtt"), "a");
    await fs.writeFile(path.join(folder.dir, "b.vtt"), "b");
    await folder.publish();
    await store.moveIn("uploads/b/two.txt", await localFileWith("two"), "text/plain");

    await store.remove(["interviews/3/r1", "uploads/b/two.txt", "uploads/b/never.txt"]);
    expect(await store.stat("interviews/3/r1/a.vtt")).toBeNull();
    expect(await store.stat("interviews/3/r1/b.vtt")).toBeNull();
    expect(await store.stat("uploads/b/two.txt")).toBeNull();
  });
});

describe("S3 object store", () => {
  it("keeps its keys under the configured prefix of the bucket", async () => {
    const store = s3Store(s3Settings());
    await store.moveIn("uploads/c/three.txt", await localFileWith("three"), "text/plain");
    const other = s3Store({ ...s3Settings(), prefix: "" });
    expect(await other.stat("tenant-a/uploads/c/three.txt")).toMatchObject({ size: 5 });
    expect(await other.stat("uploads/c/three.txt")).toBeNull();
  });

  it("removes a node's local copies that no render used for a while, and fetches one again when needed", async () => {
    const store = s3Store({ ...s3Settings(), workDir: path.join(work, "pruned-node") });
    await store.moveIn("uploads/p/old.txt", await localFileWith("old"), "text/plain");
    await store.moveIn("uploads/p/used.txt", await localFileWith("used"), "text/plain");
    const old = await store.localFile("uploads/p/old.txt");
    const used = await store.localFile("uploads/p/used.txt");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await fs.utimes(old, twoDaysAgo, twoDaysAgo);
    await fs.utimes(used, twoDaysAgo, twoDaysAgo);
    // Using a copy marks it used, however old its download.
    expect(await store.localFile("uploads/p/used.txt")).toBe(used);

    expect(await store.pruneLocalCopies(24 * 60 * 60 * 1000)).toBe(1);
    await expect(fs.stat(old)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await fs.readFile(used, "utf8")).toBe("used");
    expect(await fs.readFile(await store.localFile("uploads/p/old.txt"), "utf8")).toBe("old");
    // The local store's files are the stored files themselves: it keeps no copies to prune.
    expect(await localStore.pruneLocalCopies(0)).toBe(0);
  });

  it("gives a browser a presigned PUT address that stores the bytes sent to it", async () => {
    const store = s3Store(s3Settings());
    const url = await store.presignPut("uploads/d/four.txt", "text/plain", 60);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal\/tenant-a\/uploads\/d\/four\.txt\?/);
    const put = await fetch(url!, { method: "PUT", headers: { "Content-Type": "text/plain" }, body: "four!" });
    expect(put.status).toBe(200);
    expect((await store.readBytes("uploads/d/four.txt")).toString()).toBe("four!");
    expect(new URL(url!).origin).toBe(store.uploadOrigin);
    expect(await localStore.presignPut("uploads/d/four.txt", "text/plain", 60)).toBeNull();
    // Virtual-hosted addresses name the bucket in the host, as AWS S3 wants by default.
    const hosted = s3Store({ ...s3Settings(), forcePathStyle: false, endpoint: undefined, region: "eu-west-1" });
    const hostedUrl = await hosted.presignPut("uploads/d/four.txt", "text/plain", 60);
    expect(new URL(hostedUrl!).origin).toBe("https://portal.s3.eu-west-1.amazonaws.com");
    expect(hosted.uploadOrigin).toBe("https://portal.s3.eu-west-1.amazonaws.com");
  });

  it("answers 503 with Retry-After when the service does not answer, and never leaves a copy half-written", async () => {
    const store = s3Store({ ...s3Settings(), endpoint: "http://127.0.0.1:9" });
    const refused = await store.stat("uploads/a/one.txt").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: expect.any(Number) });
    await expect(store.moveIn("uploads/e/five.txt", await localFileWith("five"), "text/plain")).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    const copies = await fs.readdir(path.join(work, "s3-node", "objects")).catch(() => []);
    expect(copies.filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("refuses to start on a bucket that does not exist or keys it refuses, with one line", async () => {
    setEnv({ ...s3.env, STORAGE_URL: "s3://no-such-bucket/portal" });
    useObjectStore(undefined);
    expect(await objectStore().check()).toEqual({
      ok: false,
      fatal: true,
      reason: `STORAGE_URL: no bucket s3://no-such-bucket/portal at ${s3.endpoint}.`,
    });
    setEnv({ ...s3.env, S3_ACCESS_KEY_ID: "nobody" });
    useObjectStore(undefined);
    expect(await objectStore().check()).toMatchObject({
      ok: false,
      fatal: true,
      reason: expect.stringContaining("refused the keys"),
    });
    setEnv({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:9" });
    useObjectStore(undefined);
    expect(await objectStore().check()).toMatchObject({ ok: false, fatal: false });
    setEnv(s3.env);
    useObjectStore(undefined);
    expect(await objectStore().check()).toEqual({ ok: true });
    setEnv(Object.fromEntries(Object.keys(s3.env).map((name) => [name, ""])));
    useObjectStore(undefined);
  });
});

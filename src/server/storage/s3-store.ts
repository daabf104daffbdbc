import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";

type Sdk = typeof import("@aws-sdk/client-s3");
import { STORAGE_CONNECT_TIMEOUT_MS, STORAGE_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { localCopies } from "./local-copies";
import type { ObjectStore, Staging, StoredObject } from "./object-store";
import { calling, isMissing, statusOf, unavailableOr } from "./s3-errors";

export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket ("" or ending in "/"). */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** This node's folder for staged renders and downloaded copies. */
  workDir: string;
}

/** Parses `s3://bucket/some/prefix` into the bucket and a prefix ending in "/" (or ""). */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const { hostname, pathname } = new URL(url);
  const prefix = pathname.replace(/^\/+|\/+$/g, "");
  return { bucket: hostname, prefix: prefix ? `${prefix}/` : "" };
}

const contentTypes: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4a": "audio/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".vtt": "text/vtt",
  ".json": "application/json",
  ".pdf": "application/pdf",
};
const contentTypeOf = (file: string) => contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";

/** Where presigned addresses point: the endpoint (path-style) or the bucket's own host name. */
function uploadOriginOf(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/** Tries of one upload whose connection was lost (no answer came). */
const PUT_ATTEMPTS = 3;

/** Every file below a folder, as paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * S3-compatible object storage, with only the plain S3 API (Head/Get/Put/List/DeleteObjects and
 * presigned PUTs), so AWS S3, MinIO, R2 and Ceph's radosgw all serve it.
 */
export function s3Store(settings: S3Settings): ObjectStore {
  // The SDK is loaded on first use: a portal on the local folder never loads it.
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: clientOf(sdk) })));
  const clientOf = (sdk: Sdk) =>
    new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: { connectionTimeout: STORAGE_CONNECT_TIMEOUT_MS, requestTimeout: STORAGE_REQUEST_TIMEOUT_MS },
      maxAttempts: 2,
      // Checksums only where the S3 API requires them: several S3-compatible servers refuse the
      // CRC headers that the SDK would otherwise add to every upload.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + key;
  const copies = localCopies(path.join(settings.workDir, "objects"));
  const stagingRoot = path.join(settings.workDir, "staging");

  const head = async (key: string) => {
    const { sdk, client } = await connect();
    return client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
  };

  // The SDK cannot send a stream twice, so a connection lost mid-upload (a kept-alive socket the
  // server had just closed) is retried here, with the file opened again.
  async function put(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(file);
    const { sdk, client } = await connect();
    for (let attempt = 1; ; attempt++) {
      try {
        const Body = createReadStream(file);
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body,
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || statusOf(error) !== undefined) throw unavailableOr(error);
      }
    }
  }

  async function removeFolder(prefix: string): Promise<void> {
    const { sdk, client } = await connect();
    let token: string | undefined;
    do {
      const page = await calling(() =>
        client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix), ContinuationToken: token })),
      );
      const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
      if (keys.length > 0) {
        await calling(() =>
          client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } })),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: "s3",
    uploadOrigin: uploadOriginOf(settings),

    // HeadBucket: a bucket that does not exist or keys it refuses stop the start; a service that
    // does not answer yet only delays uploads and renders (503 until it does).
    async check() {
      const { sdk, client } = await connect();
      const where = `s3://${Bucket}/${settings.prefix.replace(/\/$/, "")}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
        return { ok: true };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { ok: false, fatal: true, reason: `STORAGE_URL: no bucket ${where}.` };
        if (status === 400 || status === 401 || status === 403) {
          const reason = `STORAGE_URL: ${where} refused the keys S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY.`;
          return { ok: false, fatal: true, reason };
        }
        return {
          ok: false,
          fatal: false,
          reason: `STORAGE_URL: ${where} does not answer (${(error as Error).message}).`,
        };
      }
    },

    async stat(key): Promise<StoredObject | null> {
      try {
        const info = await head(key);
        return {
          size: info.ContentLength ?? 0,
          version: (info.ETag ?? "").replace(/"/g, ""),
          modified: info.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailableOr(error);
      }
    },

    async read(key, range): Promise<Readable> {
      const { sdk, client } = await connect();
      const answer = await calling(() =>
        client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        ),
      );
      return answer.Body as Readable;
    },

    async open(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailableOr(error);
      }
    },

    async readBytes(key) {
      const body = await this.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async moveIn(key, file, contentType) {
      await put(key, file, contentType);
      await fs.rm(file, { force: true });
    },

    // Renders write into a folder of this node, then every file is uploaded before any row
    // points at it.
    async stage(prefix): Promise<Staging> {
      await fs.mkdir(stagingRoot, { recursive: true });
      const dir = await fs.mkdtemp(path.join(stagingRoot, "stage-"));
      return {
        dir,
        keyOf: (file) => `${prefix}/${path.relative(dir, file).split(path.sep).join("/")}`,
        publish: async () => {
          const files = await filesUnder(dir);
          await Promise.all(
            files.map((file) =>
              put(`${prefix}/${path.relative(dir, file).split(path.sep).join("/")}`, file, contentTypeOf(file)),
            ),
          );
        },
        discard: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },

    async remove(keys) {
      const { sdk, client } = await connect();
      for (const key of keys) {
        await removeFolder(`${key}/`);
        await calling(() => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
      }
    },

    // Keys are never reused for other bytes, but the version is asked anyway (one HEAD), so a
    // copy can never be stale.
    async localFile(key) {
      const info = await this.stat(key);
      if (!info) throw Object.assign(new Error(`No stored object ${key}`), { code: "ENOENT" });
      return copies.file(key, info.version, async (file) => pipeline(await this.read(key), createWriteStream(file)));
    },

    pruneLocalCopies: (unusedForMs) => copies.prune(unusedForMs),

    async presignPut(key, contentType, expiresIn) {
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        connect(),
        import("@aws-sdk/s3-request-presigner"),
      ]);
      const command = new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), ContentType: contentType });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}

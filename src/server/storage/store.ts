import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { parseStorageUrl, s3Store } from "./s3-store";

let chosen: (ObjectStore & { check?(): Promise<void> }) | undefined;

/** The store every file goes through: S3 when STORAGE_URL is set, else folders under DATA_DIR. */
export function objectStore(): ObjectStore {
  return (chosen ??= choose());
}

function choose(): ObjectStore & { check?(): Promise<void> } {
  const settings = env();
  if (!settings.STORAGE_URL) return localStore;
  return s3Store({
    ...parseStorageUrl(settings.STORAGE_URL),
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    // env.ts refuses a STORAGE_URL without both keys.
    accessKeyId: settings.S3_ACCESS_KEY_ID!,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    workDir: path.join(settings.MEDIA_CACHE_DIR ? path.resolve(settings.MEDIA_CACHE_DIR) : settings.dataDir, "storage"),
  });
}

/**
 * Checked once at start: a bucket that does not exist or keys it refuses stop the start with one
 * line (they will not fix themselves); a service that does not answer yet only delays uploads
 * and renders (503 until it does), so the start goes on.
 */
export async function checkObjectStore(): Promise<{ ok: true } | { ok: false; fatal: boolean; reason: string }> {
  const store = objectStore() as ObjectStore & { check?(): Promise<void> };
  if (!store.check) return { ok: true };
  try {
    await store.check();
    return { ok: true };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const { STORAGE_URL, S3_ENDPOINT } = env();
    const where = `${STORAGE_URL}${S3_ENDPOINT ? ` at ${S3_ENDPOINT}` : ""}`;
    if (status === 404) return { ok: false, fatal: true, reason: `STORAGE_URL: no bucket ${where}.` };
    if (status === 403 || status === 400 || status === 401) {
      return {
        ok: false,
        fatal: true,
        reason: `STORAGE_URL: ${where} refused the keys S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY.`,
      };
    }
    return { ok: false, fatal: false, reason: `STORAGE_URL: ${where} does not answer (${(error as Error).message}).` };
  }
}

/** Tests: use this store until reset (undefined goes back to the configured one). */
export function useObjectStore(store: ObjectStore | undefined): void {
  chosen = store;
}

/**
 * A new path for a file of this node's own, with this extension; the caller removes it. Under
 * DATA_DIR, so the local store takes the file with a rename.
 */
export async function localScratchFile(extension: string): Promise<string> {
  const folder = path.join(env().dataDir, "tmp");
  await fs.mkdir(folder, { recursive: true });
  return path.join(folder, `${randomBytes(8).toString("hex")}${extension}`);
}

/**
 * Runs `write` on a new local path, then stores the file it wrote under `key`, and returns its
 * size. When `write` fails nothing is stored and the local file is gone.
 */
export async function storeWritten(
  key: string,
  contentType: string,
  write: (file: string) => Promise<unknown>,
): Promise<number> {
  const file = await localScratchFile(path.extname(key));
  try {
    await write(file);
    const { size } = await fs.stat(file);
    await objectStore().moveIn(key, file, contentType);
    return size;
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** The start's check: throws the reason of a fatal problem; tells `warn` of a passing one. */
export async function assertObjectStore(warn: (line: string) => void): Promise<void> {
  const checked = await checkObjectStore();
  if (checked.ok) return;
  if (checked.fatal) throw new Error(checked.reason);
  warn(`${checked.reason} Uploads and renders wait until it does.`);
}

import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { LOCAL_COPY_PRUNE_MS, LOCAL_COPY_UNUSED_MS } from "@/lib/constants";
import { env } from "../env";
import { localStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { parseStorageUrl, s3Store } from "./s3-store";

let chosen: ObjectStore | undefined;

/** The store every file goes through: S3 when STORAGE_URL is set, else folders under DATA_DIR. */
export function objectStore(): ObjectStore {
  return (chosen ??= choose());
}

function choose(): ObjectStore {
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
 * Keeps the local copies of stored objects (S3) to the ones used lately. Every machine
 * has its own copies, so the portal's main process and every `npm run worker` prune them on a
 * timer of their own (a queued job would run on one machine only); the timer never keeps a process
 * alive.
 */
export function pruneLocalCopiesRegularly(warn: (line: string) => void): void {
  const prune = () => {
    objectStore()
      .pruneLocalCopies(LOCAL_COPY_UNUSED_MS)
      .catch((error: unknown) => warn(`Could not prune local copies of stored files: ${String(error)}`));
  };
  setInterval(prune, LOCAL_COPY_PRUNE_MS).unref();
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
  const checked = await objectStore().check();
  if (checked.ok) return;
  if (checked.fatal) throw new Error(checked.reason);
  warn(`${checked.reason} Uploads and renders wait until it does.`);
}

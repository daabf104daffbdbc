import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { storagePath } from "./local-files";
import type { ObjectStore, Staging, StoredObject } from "./object-store";

/** Moves a file, copying it when the two paths are on different file systems. */
export async function moveFile(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await fs.copyFile(from, to);
    await fs.rm(from, { force: true });
  }
}

/** The embedded default: every key is a file under DATA_DIR (local-files.ts keeps keys inside it). */
export const localStore: ObjectStore = {
  kind: "local",
  uploadOrigin: null,

  check: async () => ({ ok: true }),

  async stat(key): Promise<StoredObject | null> {
    const info = await fs.stat(storagePath(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      version: `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`,
      modified: info.mtime,
    };
  },

  async read(key, range): Promise<Readable> {
    const stream = createReadStream(storagePath(key), range);
    // Opening fails asynchronously; wait for it, so a missing file rejects here and not mid-response.
    await new Promise<void>((resolve, reject) => stream.once("open", () => resolve()).once("error", reject));
    return stream;
  },

  readBytes: (key) => fs.readFile(storagePath(key)),

  async open(key) {
    const stored = await this.stat(key);
    return stored && { size: stored.size, body: await this.read(key) };
  },

  moveIn: (key, file) => moveFile(file, storagePath(key)),

  // Renders write straight into their final folder: rows point at the files only once they are
  // committed, so a folder without rows is never served and is removed when the work fails.
  async stage(prefix): Promise<Staging> {
    const dir = storagePath(prefix);
    await fs.mkdir(dir, { recursive: true });
    let published = false;
    return {
      dir,
      keyOf: (file) => `${prefix}/${path.relative(dir, file).split(path.sep).join("/")}`,
      publish: async () => {
        published = true;
      },
      discard: async () => {
        if (!published) await fs.rm(dir, { recursive: true, force: true });
      },
    };
  },

  async remove(keys) {
    await Promise.all(keys.map((key) => fs.rm(storagePath(key), { recursive: true, force: true })));
  },

  localFile: async (key) => storagePath(key),

  pruneLocalCopies: async () => 0,

  presignPut: async () => null,
};

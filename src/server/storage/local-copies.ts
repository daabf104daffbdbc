import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { moveFile } from "./local-store";

/**
 * A node's own copies of stored objects, for programs that read files (ffmpeg), in `folder`. A copy
 * is named by its key and version, written whole under another name and then renamed, so it is
 * never stale nor half there; its modification time says when it was last used.
 */
export function localCopies(folder: string) {
  return {
    /** The copy of `key` at `version`, written by `download` into the path it is given when there is none. */
    async file(key: string, version: string, download: (file: string) => Promise<unknown>): Promise<string> {
      const name = createHash("sha256").update(`${key}\n${version}`).digest("hex").slice(0, 40);
      const copy = path.join(folder, `${name}${path.extname(key)}`);
      const now = new Date();
      const present = await fs.utimes(copy, now, now).then(
        () => true,
        () => false,
      );
      if (present) return copy;
      await fs.mkdir(folder, { recursive: true });
      const partial = `${copy}.${randomBytes(6).toString("hex")}.part`;
      try {
        await download(partial);
        await moveFile(partial, copy);
      } finally {
        await fs.rm(partial, { force: true });
      }
      return copy;
    },

    /** Removes the copies (and downloads a crash left half-written) unused for `unusedForMs`; answers how many. */
    async prune(unusedForMs: number): Promise<number> {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const before = Date.now() - unusedForMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(folder, name);
        const info = await fs.stat(file).catch(() => null);
        if (!info || info.mtimeMs >= before) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

import path from "node:path";
import { env } from "../env";

/**
 * Absolute path of a stored file. Storage keys are relative to DATA_DIR; a key that would escape it
 * (absolute, or with "..") is refused so a bad row can never expose other files.
 */
export function storagePath(key: string): string {
  const root = env().dataDir;
  const resolved = path.resolve(root, key);
  if (path.isAbsolute(key) || !resolved.startsWith(root + path.sep)) {
    throw new Error(`Storage key outside the data folder: ${key}`);
  }
  return resolved;
}

import type { Readable } from "node:stream";

/** What the store knows of a stored file. */
export interface StoredObject {
  size: number;
  /** Changes whenever the bytes do (a strong validator for ETag and If-Range). */
  version: string;
  modified: Date;
}

/** Whether the store can be used, checked once at start; `fatal` problems will not fix themselves. */
export type StoreCheck = { ok: true } | { ok: false; fatal: boolean; reason: string };

/** A folder of this node's own that a render writes into, then hands to the store under `prefix`. */
export interface Staging {
  /** The local folder to write into. */
  dir: string;
  /** The storage key of a file written inside `dir`. */
  keyOf(file: string): string;
  /** Makes every file written into `dir` readable under `prefix` (before rows point at them). */
  publish(): Promise<void>;
  /** Removes the local folder (after publish, or instead of it when the work failed). */
  discard(): Promise<void>;
}

/**
 * Every file the product keeps (uploads, interview media, renders, posters, subtitles, exports'
 * images, the demo's media) is stored through this interface, by key: a relative path such as
 * `showreels/12/r3/video.mp4`. Two implementations: folders under DATA_DIR (the embedded default)
 * and any S3-compatible service (STORAGE_URL), so several machines share one set of files.
 *
 * Keys are never reused for other bytes: a render writes under its revision, an upload under a
 * random name. That is what lets a node keep a local copy of an object by key and version.
 */
export interface ObjectStore {
  readonly kind: "local" | "s3";
  /** The origin browsers PUT files to (for the pages' connect-src), or null: the portal's own. */
  readonly uploadOrigin: string | null;
  check(): Promise<StoreCheck>;
  /** The stored file's size and version, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes from `start` to `end` (inclusive), or all of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  readBytes(key: string): Promise<Buffer>;
  /** The whole file's bytes with its size, in one request; null when there is none. */
  open(key: string): Promise<{ size: number; body: Readable } | null>;
  /** Stores a local file under `key`; the local file is gone afterwards. */
  moveIn(key: string, file: string, contentType: string): Promise<void>;
  /** A local folder for files that will be stored under `prefix`. */
  stage(prefix: string): Promise<Staging>;
  /** Removes each key, and every file under it when it names a folder. Missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * A path on this node holding the file's bytes, for programs that read files (ffmpeg). The
   * local store answers its own path; S3 downloads the object once into the node's cache.
   */
  localFile(key: string): Promise<string>;
  /**
   * Removes this node's local copies that no `localFile` call has used for `unusedForMs` (and
   * downloads a crash left half-written); answers how many. The local store keeps none.
   */
  pruneLocalCopies(unusedForMs: number): Promise<number>;
  /**
   * An address a browser can PUT the file to directly, with these headers, until `expiresIn`
   * seconds have passed; null when uploads go through the API (the local store).
   */
  presignPut(key: string, contentType: string, expiresIn: number): Promise<string | null>;
}

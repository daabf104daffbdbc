import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import {
  INTERVIEW_FILE_NAMES,
  interviewFiles,
  renderInterview,
  rendererFingerprint,
  type InterviewFiles,
  type InterviewRenderInput,
} from "./render-interview";

/** Bump when the rendering changes its output, so old cache entries stop matching. */
export const RENDERER_VERSION = "interview-5";

export interface CachedInterview {
  files: InterviewFiles;
  duration: number;
  /** True when this call rendered nothing (the entry existed or another call rendered it). */
  cached: boolean;
}

// Renders that died (kill -9) leave their temp folders; anything this old is no longer running.
const STALE_TEMP_MS = 10 * 60_000;
const TEMP_PREFIX = ".tmp-";

/** JSON with object keys sorted, so equal inputs hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The default cache folder: MEDIA_CACHE_DIR, else DATA_DIR/cache/media. */
export function defaultMediaCacheDir(): string {
  const { MEDIA_CACHE_DIR, dataDir } = env();
  return path.resolve(MEDIA_CACHE_DIR ?? path.join(dataDir, "cache", "media"));
}

async function isComplete(dir: string): Promise<boolean> {
  const names = Object.values(INTERVIEW_FILE_NAMES);
  const found = await Promise.all(
    names.map((name) =>
      fs.stat(path.join(dir, name)).then(
        (s) => s.size > 0,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

const swept = new Set<string>();

async function sweepStaleTemps(root: string): Promise<void> {
  if (swept.has(root)) return;
  swept.add(root);
  const entries = await fs.readdir(root).catch(() => []);
  const now = Date.now();
  for (const name of entries.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const dir = path.join(root, name);
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Renders into a temp folder inside the cache root and renames it into place: a rename within
 * one file system is atomic, so an entry is either absent or complete, even after kill -9.
 */
async function renderEntry(input: InterviewRenderInput, root: string, entry: string, signal?: AbortSignal) {
  await fs.mkdir(root, { recursive: true });
  await sweepStaleTemps(root);
  const temp = await fs.mkdtemp(path.join(root, `${TEMP_PREFIX}${path.basename(entry).slice(0, 12)}-`));
  try {
    await renderInterview(input, temp, { signal });
    if (!(await isComplete(entry))) await fs.rm(entry, { recursive: true, force: true });
    // If another process got there first, its complete entry stands and ours is dropped.
    await fs.rename(temp, entry).catch(async (error: NodeJS.ErrnoException) => {
      if (!["EEXIST", "ENOTEMPTY", "EPERM"].includes(error.code ?? "") || !(await isComplete(entry))) throw error;
    });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

/** Hard-links a cached file into place (copying across file systems), replacing what was there. */
async function place(from: string, to: string): Promise<void> {
  const staging = `${to}.${process.pid}.${Date.now()}.part`;
  try {
    await fs.link(from, staging).catch(() => fs.copyFile(from, staging));
    // rename over the old file keeps readers from ever seeing a missing or partial file.
    await fs.rename(staging, to);
  } catch (error) {
    await fs.rm(staging, { force: true });
    throw error;
  }
}

const inFlight = new Map<string, Promise<void>>();

/**
 * {@link renderInterview} behind a content-addressed cache: the key is the SHA-256 of the input
 * (keys sorted), RENDERER_VERSION and the machine's voice and fonts. On a hit the files are
 * hard-linked (or copied) into `targetDir` without running ffmpeg; concurrent calls for one key
 * share one render (so aborting the first caller's signal fails the others too).
 */
export async function renderInterviewCached(
  input: InterviewRenderInput,
  targetDir: string,
  options: { cacheDir?: string; signal?: AbortSignal } = {},
): Promise<CachedInterview> {
  const root = path.resolve(options.cacheDir ?? defaultMediaCacheDir());
  const fingerprint = await rendererFingerprint();
  const key = createHash("sha256")
    .update(canonicalJson({ renderer: RENDERER_VERSION, fingerprint, input }))
    .digest("hex");
  const entry = path.join(root, key);
  let cached = true;
  if (!(await isComplete(entry))) {
    let render = inFlight.get(key);
    if (!render) {
      cached = false;
      render = renderEntry(input, root, entry, options.signal).finally(() => inFlight.delete(key));
      inFlight.set(key, render);
    }
    await render;
  }
  const source = interviewFiles(entry);
  const files = interviewFiles(targetDir);
  await fs.mkdir(targetDir, { recursive: true });
  const kinds = Object.keys(INTERVIEW_FILE_NAMES) as (keyof InterviewFiles)[];
  await Promise.all(kinds.map((kind) => place(source[kind], files[kind])));
  return { files, duration: input.duration, cached };
}

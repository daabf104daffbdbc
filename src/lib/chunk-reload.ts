import type { KeyValueStorage } from "./api/storage";

/** 000 §4, §9: a failed chunk load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = "chunk_reload_at";

/** Messages browsers give a dynamic import whose file is gone (typically after a deploy). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether an error is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_FAILURE.test(message);
}

/**
 * Whether to reload now: yes unless the tab reloaded for this within the last 60 s (remembered in
 * sessionStorage so it survives the reload itself — otherwise a missing chunk would loop).
 */
export function claimChunkReload(storage: KeyValueStorage, now: number): boolean {
  const last = Number(storage.getItem(KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

interface Target {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface ChunkReloadDeps {
  target: Target;
  storage: KeyValueStorage;
  now: () => number;
  reload: () => void;
}

/**
 * Listens for Vite's preload errors and unhandled failed dynamic imports and reloads (throttled).
 * Returns the function that stops listening.
 */
export function installChunkReload({ target, storage, now, reload }: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    if (!claimChunkReload(storage, now())) return;
    event.preventDefault(); // Vite would otherwise rethrow the error
    reload();
  };
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason) && claimChunkReload(storage, now())) reload();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}

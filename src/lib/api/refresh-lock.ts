import type { KeyValueStorage } from "./storage";

/** 000 §9: the cross-tab refresh lock is held about 5 s, retried every 500 ms, then settles 1 s. */
export const REFRESH_LOCK = { key: "refresh_token_lock", holdMs: 5_000, retryMs: 500, settleMs: 1_000 } as const;

export interface LockDeps {
  /** localStorage in the browser: shared by every tab of the origin. */
  storage: KeyValueStorage;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Who holds the lock; unique per tab. */
  id: string;
}

interface Held {
  id: string;
  until: number;
}

function read(storage: KeyValueStorage): Held | null {
  try {
    const held = JSON.parse(storage.getItem(REFRESH_LOCK.key) ?? "null") as Held | null;
    return held && typeof held.until === "number" ? held : null;
  } catch {
    return null;
  }
}

/** Gives up the lock if this tab holds it (the page is going away). */
export function releaseRefreshLock(storage: KeyValueStorage, id: string): void {
  if (read(storage)?.id === id) storage.removeItem(REFRESH_LOCK.key);
}

/**
 * Runs `work` while holding the cross-tab refresh lock, so two tabs never present the same
 * refresh cookie at once (the server rotates it; a replay would end the sign-in). A tab that finds
 * the lock taken retries every 500 ms; a lock older than 5 s is taken over (its tab died). A tab
 * that had to wait settles 1 s once it has the lock, so the other tab's rotated cookie is in the
 * jar before this tab refreshes with it.
 */
export async function withRefreshLock<T>(work: () => Promise<T>, deps: LockDeps): Promise<T> {
  const { storage, now, sleep, id } = deps;
  let waited = false;
  for (;;) {
    const held = read(storage);
    if (!held || held.until <= now() || held.id === id) {
      storage.setItem(REFRESH_LOCK.key, JSON.stringify({ id, until: now() + REFRESH_LOCK.holdMs }));
      // Read back: when two tabs wrote at once, the later write wins and the other one waits.
      if (read(storage)?.id === id) break;
    }
    waited = true;
    await sleep(REFRESH_LOCK.retryMs);
  }
  try {
    if (waited) await sleep(REFRESH_LOCK.settleMs);
    return await work();
  } finally {
    releaseRefreshLock(storage, id);
  }
}

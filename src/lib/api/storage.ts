/** The part of the Web Storage API the app uses; a Map-backed stand-in satisfies it too. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: the fallback, and a handy fake for tests. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Wraps a browser storage so that it falls back to memory (000 §8) when it is missing (server
 * render, disabled cookies), throws on access (Safari private mode, sandboxed frames) or is full
 * (QuotaExceededError). Reads see what was written, whichever side took it.
 */
export function resilientStorage(open: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = memoryStorage();
  let backing: KeyValueStorage | undefined;
  try {
    backing = open();
    // Probe once: some browsers expose the object but throw on the first write.
    backing?.setItem("__storage_probe__", "1");
    backing?.removeItem("__storage_probe__");
  } catch {
    backing = undefined;
  }
  return {
    getItem(key) {
      const fromMemory = memory.getItem(key);
      if (fromMemory !== null || !backing) return fromMemory;
      try {
        return backing.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (backing) {
        try {
          backing.setItem(key, value);
          memory.removeItem(key);
          return;
        } catch {
          // Full or revoked: keep the value in memory for this page's life.
        }
      }
      memory.setItem(key, value);
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        backing?.removeItem(key);
      } catch {
        // Nothing to remove from a storage that cannot be reached.
      }
    },
  };
}

const browser = globalThis as { localStorage?: KeyValueStorage; sessionStorage?: KeyValueStorage };

/** localStorage, or memory where it is unavailable or full. */
export const local: KeyValueStorage = resilientStorage(() => browser.localStorage);
/** sessionStorage (per tab), or memory where it is unavailable or full. */
export const session: KeyValueStorage = resilientStorage(() => browser.sessionStorage);

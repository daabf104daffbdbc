import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_LOCK, releaseRefreshLock, withRefreshLock } from "./refresh-lock";
import { memoryStorage } from "./storage";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("cross-tab refresh lock", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());
  const deps = (storage: ReturnType<typeof memoryStorage>, id: string) => ({
    storage,
    now: () => Date.now(),
    sleep,
    id,
  });

  it("uses the spec's timings", () => {
    expect(REFRESH_LOCK).toMatchObject({ holdMs: 5_000, retryMs: 500, settleMs: 1_000 });
  });

  it("takes a free lock at once, without settling, and releases it", async () => {
    const storage = memoryStorage();
    let heldDuringWork: string | null = null;
    const result = await withRefreshLock(
      async () => {
        heldDuringWork = storage.getItem(REFRESH_LOCK.key);
        return "done";
      },
      deps(storage, "a"),
    );
    expect(result).toBe("done");
    expect(JSON.parse(heldDuringWork!)).toEqual({ id: "a", until: 1_005_000 });
    expect(storage.getItem(REFRESH_LOCK.key)).toBeNull();
  });

  it("a page taking over from one of its own tab that left mid-refresh does not wait", async () => {
    const storage = memoryStorage();
    storage.setItem(REFRESH_LOCK.key, JSON.stringify({ id: "tab-1", until: Date.now() + 4_000 }));
    const started = Date.now();
    await withRefreshLock(async () => "done", deps(storage, "tab-1"));
    expect(Date.now() - started).toBe(0);
  });

  it("a page going away gives up only its own lock", () => {
    const storage = memoryStorage();
    storage.setItem(REFRESH_LOCK.key, JSON.stringify({ id: "tab-2", until: Date.now() + 4_000 }));
    releaseRefreshLock(storage, "tab-1");
    expect(storage.getItem(REFRESH_LOCK.key)).not.toBeNull();
    releaseRefreshLock(storage, "tab-2");
    expect(storage.getItem(REFRESH_LOCK.key)).toBeNull();
  });

  it("waits for another tab: retries every 500 ms, then settles 1 s before working", async () => {
    const storage = memoryStorage();
    storage.setItem(REFRESH_LOCK.key, JSON.stringify({ id: "other", until: Date.now() + 5_000 }));
    const work = vi.fn(async () => "mine");
    const done = withRefreshLock(work, deps(storage, "a"));
    await vi.advanceTimersByTimeAsync(1_400);
    expect(work).not.toHaveBeenCalled();
    storage.removeItem(REFRESH_LOCK.key); // the other tab finished at t = 1.4 s
    await vi.advanceTimersByTimeAsync(100); // next retry at 1.5 s takes the lock
    expect(JSON.parse(storage.getItem(REFRESH_LOCK.key)!).id).toBe("a");
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe("mine");
  });

  it("takes over a lock older than 5 s (its tab is gone)", async () => {
    const storage = memoryStorage();
    storage.setItem(REFRESH_LOCK.key, JSON.stringify({ id: "dead", until: Date.now() + 5_000 }));
    const work = vi.fn(async () => 1);
    const done = withRefreshLock(work, deps(storage, "a"));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_001 + 1_000);
    await expect(done).resolves.toBe(1);
  });

  it("lets only one of two tabs work at a time", async () => {
    const storage = memoryStorage();
    const log: string[] = [];
    const job = (id: string) => async () => {
      log.push(`${id} start`);
      await sleep(300);
      log.push(`${id} end`);
    };
    const both = Promise.all([
      withRefreshLock(job("a"), deps(storage, "a")),
      withRefreshLock(job("b"), deps(storage, "b")),
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    await both;
    expect(log).toEqual(["a start", "a end", "b start", "b end"]);
  });

  it("releases the lock when the work fails", async () => {
    const storage = memoryStorage();
    await expect(withRefreshLock(async () => Promise.reject(new Error("x")), deps(storage, "a"))).rejects.toThrow("x");
    expect(storage.getItem(REFRESH_LOCK.key)).toBeNull();
  });
});

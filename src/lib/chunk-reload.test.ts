import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./api/storage";
import { claimChunkReload, installChunkReload, isChunkLoadError } from "./chunk-reload";

describe("chunk-load reload", () => {
  it("reloads at most once per 60 s", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 100_000)).toBe(true);
    expect(claimChunkReload(storage, 159_999)).toBe(false);
    expect(claimChunkReload(storage, 160_000)).toBe(true);
  });

  it("recognises failed dynamic imports", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_astro/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads on vite:preloadError and failed imports, throttled", () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let now = 1_000;
    const stop = installChunkReload({ target, storage: memoryStorage(), now: () => now, reload });
    const preload = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);
    now = 31_000;
    const rejection = Object.assign(new Event("unhandledrejection"), {
      reason: new Error("Failed to fetch dynamically imported module"),
    });
    target.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(1);
    now = 62_000;
    target.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    now = 200_000;
    target.dispatchEvent(new Event("vite:preloadError"));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

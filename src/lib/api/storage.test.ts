import { describe, expect, it } from "vitest";
import { memoryStorage, resilientStorage } from "./storage";

describe("storage with a memory fallback", () => {
  it("writes through to the browser storage when it works", () => {
    const backing = memoryStorage();
    const storage = resilientStorage(() => backing);
    storage.setItem("client_id", "3");
    expect(backing.getItem("client_id")).toBe("3");
    expect(storage.getItem("client_id")).toBe("3");
  });

  it("uses memory when the storage is missing or throws on access", () => {
    for (const open of [
      () => undefined,
      () => {
        throw new DOMException("denied", "SecurityError");
      },
    ]) {
      const storage = resilientStorage(open);
      storage.setItem("k", "v");
      expect(storage.getItem("k")).toBe("v");
      storage.removeItem("k");
      expect(storage.getItem("k")).toBeNull();
    }
  });

  it("keeps a value in memory when the storage is full", () => {
    const backing = memoryStorage();
    let full = false;
    const storage = resilientStorage(() => ({
      ...backing,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException("full", "QuotaExceededError");
        backing.setItem(key, value);
      },
    }));
    full = true;
    storage.setItem("video_playback_speed", "1.5");
    expect(storage.getItem("video_playback_speed")).toBe("1.5");
    expect(backing.getItem("video_playback_speed")).toBeNull();
  });
});

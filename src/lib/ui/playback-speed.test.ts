import { describe, expect, it } from "vitest";
import { memoryStorage } from "@/lib/api/storage";
import { PLAYBACK_SPEED_KEY, readPlaybackSpeed, savePlaybackSpeed } from "./playback-speed";

describe("playback speed per study", () => {
  it("keeps one speed per study under video_playback_speed and defaults to 1", () => {
    const storage = memoryStorage();
    expect(readPlaybackSpeed(7, storage)).toBe(1);
    savePlaybackSpeed(7, 1.5, storage);
    savePlaybackSpeed(8, 0.75, storage);
    expect(readPlaybackSpeed(7, storage)).toBe(1.5);
    expect(readPlaybackSpeed(8, storage)).toBe(0.75);
    expect(JSON.parse(storage.getItem(PLAYBACK_SPEED_KEY)!)).toEqual({ 7: 1.5, 8: 0.75 });
  });

  it("ignores a stored value that is not JSON or not an offered speed", () => {
    const storage = memoryStorage();
    storage.setItem(PLAYBACK_SPEED_KEY, "not json");
    expect(readPlaybackSpeed(7, storage)).toBe(1);
    storage.setItem(PLAYBACK_SPEED_KEY, JSON.stringify({ 7: 99 }));
    expect(readPlaybackSpeed(7, storage)).toBe(1);
  });
});

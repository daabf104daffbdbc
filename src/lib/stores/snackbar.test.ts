import { afterEach, describe, expect, it, vi } from "vitest";
import { $snackbar, showSnackbar, SNACKBAR_MS } from "./snackbar";

describe("snackbar", () => {
  afterEach(() => vi.useRealTimers());

  it("hides after 1500 ms, and a newer message restarts the clock", () => {
    vi.useFakeTimers();
    showSnackbar("Saved");
    expect($snackbar.get()).toMatchObject({ message: "Saved", kind: "success" });
    vi.advanceTimersByTime(SNACKBAR_MS - 100);
    showSnackbar("Failed", "error");
    vi.advanceTimersByTime(200);
    expect($snackbar.get()).toMatchObject({ message: "Failed", kind: "error" });
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect($snackbar.get()).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { $snackbar, holdSnackbar, releaseSnackbar, showSnackbar, SNACKBAR_MS } from "./snackbar";

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

  it("carries a link, and stays up while held (pointer or focus on it)", () => {
    vi.useFakeTimers();
    showSnackbar("Added", "success", { href: "/studies/1/showreels/2", label: "Open showreel" });
    expect($snackbar.get()?.link).toEqual({ href: "/studies/1/showreels/2", label: "Open showreel" });
    holdSnackbar();
    vi.advanceTimersByTime(SNACKBAR_MS * 3);
    expect($snackbar.get()?.message).toBe("Added");
    releaseSnackbar();
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect($snackbar.get()).toBeNull();
  });
});

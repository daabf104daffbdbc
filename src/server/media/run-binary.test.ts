import { describe, expect, it } from "vitest";
import { MEDIA_NICENESS, runBinary } from "./run-binary";

describe("runBinary", () => {
  it("runs the media tools below the web process's priority", async () => {
    // `nice` with no command prints its own niceness; the pause lets the priority be set first.
    const { stdout } = await runBinary("sh", ["-c", "sleep 0.2; nice"]);
    expect(Number(stdout.trim())).toBe(MEDIA_NICENESS);
  });

  it("rejects with the tool's last lines when it fails", async () => {
    await expect(runBinary("sh", ["-c", "echo first >&2; echo why >&2; exit 3"])).rejects.toThrow(
      /sh failed \(exit 3\): first\nwhy/,
    );
  });
});

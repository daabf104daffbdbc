import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/**
 * Words of how the work was organised, not of the product: the README, docs/ and code comments
 * speak of the product, and figures belong in the bench's output.
 */
const DIARY = [/\bissue \d+/i, /\bthis session\b/i, /\bthis machine\b/i, /\bfinal code\b/i, /\bthe issue allowed\b/i];
const SKIP = new Set(["node_modules", "dist", "data", ".astro", "test-results", "playwright-report", "bench-results"]);
const TEXT = /\.(ts|tsx|mts|mjs|js|astro|css|md|py|sh|json)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith(".")) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return TEXT.test(name) ? [full] : [];
  });
}

describe("the house's documents and comments", () => {
  it("speak of the product, not of how its work was organised", () => {
    const checked = [
      path.join(root, "README.md"),
      path.join(root, ".ci", "run"),
      ...["docs", "src", "scripts", "tests"].flatMap((dir) => files(path.join(root, dir))),
    ].filter((file) => file !== import.meta.filename);
    const found = checked.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          DIARY.some((word) => word.test(line)) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(checked.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it("keep the README to what a person who uses or runs the product reads: 200 lines at most", () => {
    // Deeper material belongs in docs/.
    expect(readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("hold no merge left half done (conflict markers)", () => {
    const marker = /^(<{7}|={7}|>{7})( |$)/;
    const found = ["README.md", ...["docs", "src", "scripts", "tests"].flatMap((dir) => files(path.join(root, dir)))]
      .map((file) => path.resolve(root, file))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (marker.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

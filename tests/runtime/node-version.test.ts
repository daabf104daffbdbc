import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MINIMUM_NODE_MAJOR, nodeRefusal } from "../../scripts/require-node.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** A Node older than the product's on the PATH (outside node_modules), if there is one. */
function olderSystemNode(): string | undefined {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter((dir) => dir && !dir.includes("node_modules"));
  for (const dir of dirs) {
    const candidate = path.join(dir, "node");
    const result = spawnSync(candidate, ["--version"], { encoding: "utf8" });
    if (result.status !== 0) continue;
    const major = Number(result.stdout.trim().slice(1).split(".")[0]);
    if (major < MINIMUM_NODE_MAJOR) return candidate;
  }
  return undefined;
}

describe("an unsupported Node", () => {
  it("is refused in one line naming the Node needed and how npm start gets it", () => {
    const line = nodeRefusal("20.20.2");
    expect(line).toContain(`needs Node ${MINIMUM_NODE_MAJOR} or newer, and this is Node 20.20.2`);
    expect(line).toContain("npm install && npm start");
    expect(line).not.toContain("\n");
    expect(nodeRefusal(process.versions.node)).toBeUndefined();
  });

  it("is the Node the product runs on in npm scripts", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
    expect(execFileSync("node", ["--version"], { encoding: "utf8" }).trim()).toBe(`v${process.versions.node}`);
  });

  const older = olderSystemNode();
  it.skipIf(!older)(
    `stops npm start's script at once, without a stack trace (${older ?? "no older Node here"})`,
    () => {
      const result = spawnSync(older!, [path.join(root, "scripts/start.mjs")], { cwd: root, encoding: "utf8" });
      expect(result.status).toBe(1);
      const lines = `${result.stdout}${result.stderr}`.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Fieldnote needs Node ${MINIMUM_NODE_MAJOR} or newer`);
    },
  );
});

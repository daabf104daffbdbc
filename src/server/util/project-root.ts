import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json, found upward from a module's URL. Works the same for source
 * files (src/…) and for the bundled runtime (dist/runtime/…), which sit at different depths.
 */
export function projectRoot(moduleUrl: string): string {
  for (let dir = path.dirname(fileURLToPath(moduleUrl)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "src", "server"))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No project root above ${moduleUrl}`);
  }
}

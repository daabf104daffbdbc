import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The node flags of `npm start`, read from package.json's "start" script, for scripts that run it as it runs. */
export const START_FLAGS = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

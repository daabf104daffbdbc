#!/usr/bin/env node
/**
 * `npm start` (and `npm run worker` with the argument "worker"): builds when sources changed, then
 * runs the bundled runtime. See src/server/runtime/main.ts for what start-up does.
 */
import "./require-node.mjs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, root } from "./build.mjs";

const entry = process.argv[2] === "worker" ? "worker-main.mjs" : "main.mjs";
try {
  const started = Date.now();
  const { built, web } = await buildIfStale((line) => console.log(`[portal] ${line}`));
  if (built) void web.then(() => console.log(`[portal] Built in ${((Date.now() - started) / 1000).toFixed(1)} s`));
  // The pages may still be building: the runtime starts the database and seeds meanwhile, and
  // waits for this before it serves (src/server/runtime/main.ts), saying why if it failed.
  web.catch(() => {});
  globalThis[Symbol.for("portal.pagesBuilt")] = web;
} catch (error) {
  console.error(`[portal] Could not build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, "dist", "runtime", entry)).href);

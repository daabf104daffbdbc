#!/usr/bin/env node
/**
 * Builds what `npm start` runs: the Astro app (dist/server, dist/client, its text files also
 * brotli- and gzip-compressed beside them: scripts/precompress.mjs) and the bundled runtime
 * (dist/runtime: start-up, worker and, as a lazily loaded chunk, the demo seeder), so production
 * runs plain JavaScript with no TypeScript loader. `buildIfStale` skips all of it when no source
 * changed since the last build. Plain JS on purpose: it must run before anything is compiled.
 */
import "./require-node.mjs";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["src", "scripts", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"];
const STAMP = path.join(root, "dist", ".build-stamp");
const OUTPUTS = [path.join(root, "dist", "server", "entry.mjs"), path.join(root, "dist", "runtime", "main.mjs")];

/**
 * Builds when there is no build or a source changed since the last one. Resolves once the runtime
 * bundle is written, with `built` (whether it builds) and `web`, which resolves once the pages and
 * static files are written too: the runtime can start the database, migrate and seed meanwhile,
 * which on a first start takes seconds the page build would otherwise add.
 * Two starts at once must not build into the same dist/ together: the first holds a lock until
 * the whole build is done, the second waits and then finds the build fresh.
 * @returns {Promise<{ built: boolean; web: Promise<void> }>}
 */
export async function buildIfStale(log = console.log) {
  const fresh = { built: false, web: Promise.resolve() };
  if (await isFresh()) return fresh;
  const release = await lockBuild(log);
  try {
    if (await isFresh()) {
      await release();
      return fresh;
    }
    log("Building the portal (first start, or sources changed)…");
    const outDir = path.join(root, "dist");
    await bundleRuntime(path.join(outDir, "runtime"));
    const web = buildWeb(outDir)
      .then(() => fs.writeFile(STAMP, new Date().toISOString()))
      .finally(release);
    return { built: true, web };
  } catch (error) {
    await release();
    throw error;
  }
}

async function isFresh() {
  const stamp = await fs.stat(STAMP).catch(() => undefined);
  return Boolean(stamp && OUTPUTS.every((file) => existsSync(file)) && (await newestChange()) <= stamp.mtimeMs);
}

const LOCK = path.join(root, ".build-lock");

/** An exclusive lock across processes (mkdir is atomic); a lock whose owner died is taken over. */
async function lockBuild(log) {
  let told = false;
  for (;;) {
    try {
      await fs.mkdir(LOCK);
      await fs.writeFile(path.join(LOCK, "pid"), String(process.pid));
      return () => fs.rm(LOCK, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const owner = Number(await fs.readFile(path.join(LOCK, "pid"), "utf8").catch(() => "0"));
      if (owner && !isAlive(owner)) {
        await fs.rm(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!told) log("Waiting for another build of the portal to finish…");
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The whole build: the runtime bundle (dist/runtime), then the pages and static files.
 * `outDir` (default dist/) and `stockRenderer` are for `npm run bench`, which builds the app with
 * and without the adjustment of scripts/astro-tuning.mjs to compare them side by side.
 * @param {{ outDir?: string; stockRenderer?: boolean }} [options]
 */
export async function build(options = {}) {
  const started = Date.now();
  const outDir = options.outDir ?? path.join(root, "dist");
  await bundleRuntime(path.join(outDir, "runtime"));
  await buildWeb(outDir, options.stockRenderer);
  if (!options.outDir) await fs.writeFile(STAMP, new Date().toISOString());
  return Date.now() - started;
}

/**
 * The Astro app (dist/server, dist/client) and its compressed static files. Astro is told not to
 * empty dist/ (astro.config.mjs), which holds the runtime bundle: its own two folders are emptied
 * here instead, so no file of an earlier build is left to serve.
 * @param {string} outDir
 * @param {boolean} [stockRenderer]
 */
async function buildWeb(outDir, stockRenderer = false) {
  await Promise.all(["server", "client"].map((dir) => fs.rm(path.join(outDir, dir), { recursive: true, force: true })));
  const env = stockRenderer ? { PORTAL_STOCK_RENDERER: "1" } : {};
  await run(path.join(root, "node_modules", ".bin", "astro"), ["build", "--outDir", outDir], env);
  await precompress(path.join(outDir, "client"));
}

/** @param {string} outdir */
async function bundleRuntime(outdir) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: "src/server/runtime/main.ts",
      "worker-main": "src/server/runtime/worker-main.ts",
      "cpu-worker": "src/server/runtime/cpu-worker.ts",
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

async function newestChange() {
  let newest = 0;
  const visit = async (target) => {
    const info = await fs.stat(target).catch(() => undefined);
    if (!info) return;
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) for (const entry of await fs.readdir(target)) await visit(path.join(target, entry));
  };
  for (const source of SOURCES) await visit(path.join(root, source));
  return newest;
}

function run(command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // Always a production build, even when started from a test run (NODE_ENV=test compiles dev JSX).
      env: { ...process.env, ...extraEnv, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let output = "";
    const keep = (chunk) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output}`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().then(
    (ms) => console.log(`Built in ${(ms / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

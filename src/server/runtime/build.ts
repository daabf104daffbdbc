import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

const SOURCES = ["src", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"];
const STAMP = "dist/.build-stamp";

/** The server entry that scripts/start.ts imports. */
export const serverEntry = (root: string) => path.join(root, "dist", "server", "entry.mjs");

/**
 * Builds the Astro app when there is no build or a source changed since the last one, so that
 * `npm install && npm start` works on a fresh checkout and a later start costs no build.
 */
export async function buildIfStale(root: string, log: (line: string) => void): Promise<boolean> {
  const stamp = await fs.stat(path.join(root, STAMP)).catch(() => undefined);
  if (stamp && existsSync(serverEntry(root))) {
    const newest = await newestChange(root);
    if (newest <= stamp.mtimeMs) return false;
  }
  log("Building the portal (first start, or sources changed)…");
  await run(path.join(root, "node_modules", ".bin", "astro"), ["build"], root);
  await fs.writeFile(path.join(root, STAMP), new Date().toISOString());
  return true;
}

async function newestChange(root: string): Promise<number> {
  let newest = 0;
  const visit = async (target: string): Promise<void> => {
    const info = await fs.stat(target).catch(() => undefined);
    if (!info) return;
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) {
      for (const entry of await fs.readdir(target)) await visit(path.join(target, entry));
    }
  };
  for (const source of SOURCES) await visit(path.join(root, source));
  return newest;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code}):\n${output}`)),
    );
  });
}

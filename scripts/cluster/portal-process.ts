import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { START_FLAGS } from "../start-flags";

const root = path.resolve(import.meta.dirname, "../..");

export interface PortalProcess {
  name: string;
  /** host:port of a web node; null for a worker. */
  address: string | null;
  pid: number;
  /** What it printed so far. */
  output(): string;
  /** Ctrl-C, as a terminal sends it; resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, as the scale-out suite makes one. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts a web node (`npm start` with one web process and no worker) on `port`, or a job worker
 * (`npm run worker`) when `port` is null, with `env`. What it prints goes to `logs`/<name>.log.
 */
export function startPortalProcess(
  name: string,
  port: number | null,
  env: Record<string, string>,
  logs: string,
): PortalProcess {
  const args = [...START_FLAGS, path.join(root, "scripts/start.mjs"), ...(port === null ? ["worker"] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      ...(port === null ? {} : { HOST: "127.0.0.1", PORT: String(port), WEB_CONCURRENCY: "1", RUN_WORKER: "false" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so a stop reaches it as a terminal's Ctrl-C does.
    detached: true,
  });
  let output = "";
  const log = createWriteStream(path.join(logs, `${name}.log`), { flags: "a" });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      log.end();
      resolve(code);
    }),
  );
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
    await exited;
  };
  return {
    name,
    address: port === null ? null : `127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    stop: () => signal("SIGINT"),
    kill: () => signal("SIGKILL"),
    exited,
  };
}

/** Waits until `url` answers 200, or throws once `process` exits or `timeoutMs` passes. */
export async function untilHealthy(url: string, process: PortalProcess, timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  let gone = false;
  void process.exited.then(() => (gone = true));
  while (Date.now() - started < timeoutMs) {
    if (gone) throw new Error(`${process.name} exited:\n${process.output()}`);
    if (
      await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (package postgresql-15), or PG_BIN. */
const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

// PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
function pg(command: string, args: string[]) {
  const binary = path.join(BIN, command);
  return asRoot ? run("runuser", ["-u", "postgres", "--", binary, ...args]) : run(binary, args);
}

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of the machine's own (not the embedded one) on loopback, with its cluster
 * in `dir` (made on first use, kept between runs).
 */
export async function startPostgres(dir: string, port: number): Promise<Postgres> {
  if (!existsSync(path.join(BIN, "pg_ctl"))) {
    throw new Error(`No PostgreSQL in ${BIN}: install Debian's postgresql-15, or set PG_BIN.`);
  }
  const data = path.join(dir, "data");
  await fs.mkdir(dir, { recursive: true });
  if (asRoot) await run("chown", ["postgres:postgres", dir]);
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`;
  await pg("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start", "-o", options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
    },
  };
}

import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../src/server/util/free-port";
import { buildIfStale } from "../build.mjs";
import { type Nginx, startNginx } from "./nginx";
import { type PortalProcess, startPortalProcess, untilHealthy } from "./portal-process";
import { type Postgres, startPostgres } from "./postgres";
import { type S3Server, startS3Server } from "./s3-server";
import { startSmtpCatcher } from "./smtp-catcher";

export interface ClusterOptions {
  /** Where every part keeps its state (CLUSTER_DIR). */
  dir: string;
  nodes: number;
  workers: number;
  /** The proxy's port; a free one when unset. */
  port?: number;
  /** The render cache every process shares (MEDIA_CACHE_DIR); default `dir`/cache. */
  mediaCache?: string;
  say: (line: string) => void;
}

export interface Cluster {
  /** The proxy's address, which people use. */
  url: string;
  databaseUrl: string;
  s3: S3Server;
  nodes: PortalProcess[];
  workers: PortalProcess[];
  /** Starts one more web node (not yet behind the proxy: `route` it). */
  startNode(): Promise<PortalProcess>;
  startWorker(): Promise<PortalProcess>;
  /** Puts exactly these web nodes behind the proxy. */
  route(nodes: readonly PortalProcess[]): Promise<void>;
  stop(): Promise<void>;
}

/** One secret for every node, kept in the cluster's folder so sessions outlive a restart. */
async function sharedSecret(dir: string): Promise<string> {
  const file = path.join(dir, "jwt-secret");
  if (!existsSync(file)) await fs.writeFile(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return (await fs.readFile(file, "utf8")).trim();
}

/** Resolves once a worker says it is processing jobs. */
async function untilWorking(worker: PortalProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!worker.output().includes("Processing background jobs")) {
    if (Date.now() - started > timeoutMs) throw new Error(`${worker.name} did not start:\n${worker.output()}`);
    if (await Promise.race([worker.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))])) {
      throw new Error(`${worker.name} exited:\n${worker.output()}`);
    }
  }
}

/**
 * The portal as several machines run it, on loopback: Debian's PostgreSQL 15, an S3-compatible
 * server, `nodes` web nodes and `workers` job workers, and Debian's nginx in front. Everything is
 * stopped together by `stop()`; what is stored stays in `dir` for the next start.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir, say } = options;
  await fs.mkdir(dir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const part of stops.splice(0).reverse()) await part().catch(() => undefined);
  };
  try {
    const [pgPort, proxyPort] = await Promise.all([freePort(), options.port ?? freePort()]);
    const postgres: Postgres = await startPostgres(path.join(dir, "postgres"), pgPort);
    stops.push(() => postgres.stop());
    say(`PostgreSQL 15 on 127.0.0.1:${pgPort}`);
    const s3 = await startS3Server(path.join(dir, "s3"));
    stops.push(() => s3.stop());
    say(`S3 (s3rver) on ${s3.endpoint}, bucket ${s3.bucket}`);
    // Built once here: nodes starting together would each find the build stale.
    const { web } = await buildIfStale((line: string) => say(line));
    await web;

    const url = `http://127.0.0.1:${proxyPort}`;
    // Mail from every node and worker lands in one folder, as .eml files.
    const mail = await startSmtpCatcher(path.join(dir, "mail"));
    stops.push(() => mail.close());
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      DATABASE_URL: postgres.url,
      ...s3.env("portal"),
      JWT_SECRET: await sharedSecret(dir),
      TRUST_PROXY: "true",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      MEDIA_CACHE_DIR: options.mediaCache ?? path.join(dir, "cache"),
    };
    const nodes: PortalProcess[] = [];
    const workers: PortalProcess[] = [];
    stops.push(() => Promise.all([...nodes, ...workers].map((part) => part.stop())).then(() => undefined));
    const logs = path.join(dir, "logs");
    await fs.mkdir(logs, { recursive: true });
    let named = 0;
    const startNode = async () => {
      const name = `web-${++named}`;
      const port = await freePort();
      const node = startPortalProcess(name, port, { ...env, DATA_DIR: path.join(dir, name) }, logs);
      nodes.push(node);
      await untilHealthy(`http://${node.address}/api/health`, node);
      return node;
    };
    const startWorker = async () => {
      const name = `worker-${workers.length + 1}`;
      const worker = startPortalProcess(name, null, { ...env, DATA_DIR: path.join(dir, name) }, logs);
      workers.push(worker);
      await untilWorking(worker);
      return worker;
    };

    // The first node migrates and seeds; the others and the workers then start together.
    await startNode();
    await Promise.all([
      ...Array.from({ length: options.nodes - 1 }, () => startNode()),
      ...Array.from({ length: options.workers }, () => startWorker()),
    ]);
    say(
      `${nodes.length} web nodes and ${workers.length} workers running (their output: ${logs}; mail: ${mail.folder})`,
    );
    const nginx: Nginx = await startNginx(
      path.join(dir, "nginx"),
      proxyPort,
      nodes.map((node) => node.address!),
    );
    stops.push(() => nginx.stop());
    return {
      url,
      databaseUrl: postgres.url,
      s3,
      nodes,
      workers,
      startNode,
      startWorker,
      route: (chosen) => nginx.route(chosen.map((node) => node.address!)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `npm run cluster`: the portal as several machines run it, on this one, with real servers:
 * Debian's PostgreSQL 15, an S3-compatible server (s3rver), N web nodes (`--nodes=3`), M job
 * workers (`--workers=2`) and Debian's nginx in front (deploy/nginx.conf), all on loopback. State
 * lives in CLUSTER_DIR (default ./cluster-data), rendered media in MEDIA_CACHE_DIR (default
 * CLUSTER_DIR/cache); the proxy listens on CLUSTER_PORT (default 8080).
 * When every part answers it prints the proxy's address; Ctrl-C stops them all.
 */
import path from "node:path";
import { startCluster } from "./cluster/cluster";

const option = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const value = Number(given ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 16) {
    console.error(`[cluster] --${name} must be a whole number from 1 to 16`);
    process.exit(1);
  }
  return value;
};

const dir = path.resolve(process.env.CLUSTER_DIR ?? "cluster-data");
const say = (line: string) => console.error(`[cluster] ${line}`);
try {
  const cluster = await startCluster({
    dir,
    nodes: option("nodes", 3),
    workers: option("workers", 2),
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    mediaCache: process.env.MEDIA_CACHE_DIR ? path.resolve(process.env.MEDIA_CACHE_DIR) : undefined,
    say,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say("stopping…");
    await cluster.stop();
    say("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  console.log(cluster.url);
} catch (error) {
  say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const BINARY = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

export interface Nginx {
  url: string;
  /** Points the proxy at these web nodes (host:port), without dropping a connection. */
  route(nodes: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with its placeholders filled in. */
async function writeConfig(prefix: string, port: number, nodes: readonly string[]): Promise<string> {
  const template = await fs.readFile(path.join(root, "deploy", "nginx.conf"), "utf8");
  const servers = nodes.map((node) => `server ${node} max_fails=1 fail_timeout=2s;`).join("\n    ");
  const config = template
    .replaceAll("${NGINX_PREFIX}", prefix)
    .replaceAll("${NGINX_LISTEN}", `127.0.0.1:${port}`)
    .replaceAll("${PORTAL_NODES}", servers);
  const file = path.join(prefix, "nginx.conf");
  await fs.writeFile(file, config);
  return file;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Debian's nginx in front of `nodes`, listening on 127.0.0.1:`port`, its files in `prefix`. */
export async function startNginx(prefix: string, port: number, nodes: readonly string[]): Promise<Nginx> {
  if (!BINARY) throw new Error("No nginx: install Debian's nginx (apt-get install nginx).");
  await fs.mkdir(prefix, { recursive: true });
  const config = await writeConfig(prefix, port, nodes);
  const args = ["-p", prefix, "-c", config];
  const child = spawn(BINARY, [...args, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${prefix}/error.log`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (waited > 10_000) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async route(next) {
      await writeConfig(prefix, port, next);
      // A reload starts new workers with the new upstreams; the old ones finish their requests.
      child.kill("SIGHUP");
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      child.kill("SIGQUIT");
      await exited(child);
    },
  };
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build, root } from "../build.mjs";
import type { Measurement } from "./foundation";
import { load } from "./load";
import { javascriptWeight } from "./page-weight";
import { percentile } from "./percentile";
import { signedInPages } from "./signed-in-pages";
import {
  type BaselineOptions,
  cpuMs,
  postgresProcesses,
  signInAs,
  startServer,
  totalCpuMs,
  waitForIdleQueue,
} from "./server";

/**
 * Builds served side by side: the product as built now, the same code with @astrojs/react's own
 * server renderer (what scripts/astro-tuning.mjs replaces), and, with `--baseline=DIR`, another
 * checkout of the product (its own node_modules, built by its own `scripts/start.mjs`, run by the
 * Node of `--baseline-node=PATH`). Each serves the same demo data; the signed-in pages are
 * measured as web-process and PostgreSQL CPU per request and p50 at 10 connections. Rounds
 * alternate the builds (A B C A B C …) so that a noisy machine's drift falls on all alike; the
 * median round is reported.
 */
interface Variant {
  name: string;
  /** The script that starts it, and the Node that runs it. */
  script: string;
  node: string;
  /** Its own data folder: another checkout may migrate the database its own way. */
  dataDir: string;
}

const ROUNDS = 3;
/** The list pages, whose budget is 3 ms of web CPU (every other signed-in page's is 2). */
const LIST_PAGES = ["quotes", "videos"];
const SECONDS_PER_PAGE = 3;

interface Sample {
  cpuMsPerRequest: number;
  postgresMsPerRequest: number;
  p50: number;
  jsKb: number;
}

/** The middle round of three (the nearest-rank p50). */
const median = (values: number[]) => percentile(values, 0.5);

export async function benchBuilds(options: BaselineOptions): Promise<Measurement[]> {
  const buildsDir = path.join(root, "bench-results", "builds");
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "portal-bench-builds-"));
  await fs.chmod(scratch, 0o755); // the embedded PostgreSQL runs as another user when we are root
  try {
    const shared = path.join(scratch, "current");
    const variants: Variant[] = [
      {
        name: "as shipped",
        script: await buildVariant(buildsDir, "as-shipped", false),
        node: process.execPath,
        dataDir: shared,
      },
      {
        name: "stock React renderer",
        script: await buildVariant(buildsDir, "stock", true),
        node: process.execPath,
        dataDir: shared,
      },
    ];
    if (options.baseline) {
      variants.push({
        name: `baseline ${path.basename(options.baseline)}`,
        script: path.join(path.resolve(options.baseline), "scripts", "start.mjs"),
        node: options.baselineNode ?? process.execPath,
        dataDir: path.join(scratch, "baseline"),
      });
    }
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of variants) await measureVariant(variant, samples);
    }
    const shipped = variants[0]!.name;
    const webCpu = (list: Sample[]) => median(list.map((s) => s.cpuMsPerRequest));
    const shippedPages = [...samples].filter(([key]) => key.endsWith(` · ${shipped}`));
    return [
      ...[...samples].flatMap(([key, list]) => {
        // The budgets hold the product as shipped; the other builds are there to compare with.
        const budgeted = key.endsWith(` · ${shipped}`);
        return [
          {
            name: `${key}: web CPU per request`,
            value: webCpu(list),
            unit: "ms",
            budget: budgeted ? (LIST_PAGES.some((page) => key.startsWith(`${page} · `)) ? 3 : 2) : Infinity,
          },
          {
            name: `${key}: PostgreSQL CPU per request`,
            value: median(list.map((s) => s.postgresMsPerRequest)),
            unit: "ms",
            budget: budgeted ? 1 : Infinity,
          },
          {
            name: `${key}: p50 at 10 connections`,
            value: median(list.map((s) => s.p50)),
            unit: "ms",
            budget: Infinity,
          },
          { name: `${key}: JavaScript (gzip)`, value: median(list.map((s) => s.jsKb)), unit: "KB", budget: Infinity },
        ];
      }),
      {
        name: `median of the ${shippedPages.length} pages · ${shipped}: web CPU per request`,
        value: median(shippedPages.map(([, list]) => webCpu(list))),
        unit: "ms",
        budget: 2,
      },
    ];
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
    await fs.rm(buildsDir, { recursive: true, force: true });
  }
}

async function measureVariant(variant: Variant, samples: Map<string, Sample[]>): Promise<void> {
  const env = {
    DATA_DIR: variant.dataDir,
    MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.resolve("data/cache/media"),
  };
  const server = await startServer(env, "/auth/login", 300_000, variant.script, variant.node);
  try {
    await waitForIdleQueue(server.url);
    const { cookie, bearer } = await signInAs(server.url);
    const pages = await signedInPages(server.url, bearer);
    const loads = [];
    for (const page of pages) {
      const url = server.url + page.path;
      await load(url, 10, 1, { cookie }); // warm-up: first renders, caches, JIT
      const postgres = postgresProcesses(variant.dataDir);
      const before = { web: cpuMs(server.pid), postgres: totalCpuMs(postgres) };
      const result = await load(url, 10, SECONDS_PER_PAGE, { cookie });
      const web = cpuMs(server.pid) - before.web;
      const database = totalCpuMs(postgres) - before.postgres;
      if (result.non2xx || result.errors) throw new Error(`${page.path} answered errors: ${JSON.stringify(result)}`);
      const requests = result.rps * SECONDS_PER_PAGE;
      loads.push({ cpuMsPerRequest: web / requests, postgresMsPerRequest: database / requests, p50: result.p50 });
    }
    // The pages in Chromium after the loads, one after another, with a sign-in of their own: a
    // page's script refreshes its session, which rotates the cookie that the next page (in the
    // same browser context) and no load run must send.
    const browser = await signInAs(server.url);
    for (const [i, page] of pages.entries()) {
      const jsKb = (await javascriptWeight(server.url, page.path, { cookie: browser.cookie })) / 1024;
      const key = `${page.name} · ${variant.name}`;
      samples.set(key, [...(samples.get(key) ?? []), { ...loads[i]!, jsKb }]);
    }
  } finally {
    await server.stop();
  }
}

/**
 * Builds one variant into its own folder, shaped like the project (package.json and src beside
 * dist, so the runtime finds its root, migrations and fonts); returns its runtime's main script.
 */
async function buildVariant(buildsDir: string, name: string, stockRenderer: boolean): Promise<string> {
  const dir = path.join(buildsDir, name);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  await fs.symlink(path.join(root, "package.json"), path.join(dir, "package.json"));
  await fs.symlink(path.join(root, "src"), path.join(dir, "src"));
  const ms = await build({ outDir: path.join(dir, "dist"), stockRenderer });
  console.log(`built "${name}" in ${(ms / 1000).toFixed(1)} s`);
  return path.join(dir, "dist", "runtime", "main.mjs");
}

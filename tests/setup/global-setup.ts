import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { EmbeddedCluster } from "@/server/db/embedded";
import { adminQuery, databaseUrl, quoteIdent } from "./pg-admin";
import { buildTemplate } from "./template";
import { startTestCluster } from "./test-cluster";

/**
 * Prepares one PostgreSQL server for the whole run: the server of DATABASE_URL when set (CI uses
 * Debian's PostgreSQL 15), else one embedded cluster in a fresh temp folder. Builds the migrated,
 * seeded template that each test file clones, and returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "portal-test-"));
  // The embedded cluster runs as the `postgres` user when we are root: it must reach its folder.
  await fs.chmod(tmp, 0o755);
  const template = `portal_template_${process.pid}`;
  const external = process.env.DATABASE_URL;
  const where = external ? "the server of DATABASE_URL" : "an embedded cluster";
  let cluster: EmbeddedCluster | undefined;

  const teardown = async (): Promise<void> => {
    try {
      // An external server outlives the run: leave nothing behind on it.
      if (external)
        await adminQuery(databaseUrl(external, "postgres"), `DROP DATABASE IF EXISTS ${quoteIdent(template)}`);
    } finally {
      await cluster?.stop();
      await fs.rm(tmp, { recursive: true, force: true });
    }
  };

  try {
    let adminUrl: string;
    if (external) {
      adminUrl = databaseUrl(external, "postgres");
    } else {
      cluster = await startTestCluster(path.join(tmp, "pg"));
      adminUrl = cluster.url("postgres");
    }
    await buildTemplate(adminUrl, template, (line) => console.log(line));
    project.provide("pgAdminUrl", adminUrl);
    project.provide("pgTemplate", template);
    project.provide("testTmpDir", tmp);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`test database: ${template} ready in ${seconds} s on ${where}`);
  } catch (error) {
    await teardown().catch(() => {});
    // vitest reports a failed global setup as "No test files found": say what actually failed.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not prepare the test database on ${where}: ${reason}`, { cause: error });
  }
  return teardown;
}

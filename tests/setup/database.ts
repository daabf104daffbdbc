// Runs before each test file: gives the file its own database, cloned from the template.
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { closeDb } from "@/server/db/client";
import { setEnv } from "@/server/env";
import { createTestDatabase, dropTestDatabase, setTestDatabaseUrl } from "./test-db";

const url = await createTestDatabase();
const dataDir = path.join(inject("testTmpDir"), "files", new URL(url).pathname.slice(1));
await fs.mkdir(dataDir, { recursive: true });
// db() connects lazily to DATABASE_URL, and code that reads the settings (pg-boss, storage) must
// land on this file's database and folder too.
setEnv({ DATABASE_URL: url, DATA_DIR: dataDir });
setTestDatabaseUrl(url);

afterAll(async () => {
  await closeDb();
  await dropTestDatabase(url);
  setTestDatabaseUrl(undefined);
  await fs.rm(dataDir, { recursive: true, force: true });
});

import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { startSmtpCatcher } from "./scripts/cluster/smtp-catcher";
import { chromiumArgs, resolveChromium } from "./tests/setup/chromium";

const root = path.dirname(fileURLToPath(import.meta.url));
const startCommand = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start;
const port = Number(process.env.E2E_PORT ?? 4399);
// A portal already running (the scale-out suite's cluster behind nginx); else the one started below.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

// The config is evaluated again in every worker: the main process picks the data folder and the
// workers inherit it through the environment, so the server and all workers agree on one folder.
const firstEvaluation = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "portal-e2e-")));
if (firstEvaluation) {
  // As root, the embedded PostgreSQL runs as the `postgres` user, which must reach its folder.
  chmodSync(dataDir, 0o755);
  // On exit the web server (and its embedded PostgreSQL) has already been stopped.
  if (!process.env.E2E_KEEP_DATA) process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

// Mail goes over real SMTP, as in production: the main process runs a catcher on loopback
// (E2E_SMTP_PORT, else any free port) that saves every message as an .eml file in E2E_MAIL_DIR;
// the server gets it as SMTP_URL and the workers inherit both variables, like E2E_DATA_DIR.
// globalTeardown stops it.
if (!process.env.E2E_MAIL_DIR) {
  const mailDir = path.join(dataDir, "smtp-mail");
  const catcher = await startSmtpCatcher(mailDir, Number(process.env.E2E_SMTP_PORT ?? 0));
  process.env.E2E_SMTP_PORT = String(catcher.port);
  process.env.E2E_MAIL_DIR = mailDir;
}
const smtpUrl = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  workers: 2,
  retries: ci ? 1 : 0,
  // Waits (not speed checks) get 10 s: on a 2-core machine the server's worker may be rendering
  // showreels with ffmpeg while Chromium decodes video for another test.
  expect: { timeout: 10_000 },
  // A journey test (invite → mail → register → member Active) takes ~14 s here and ran 27 s on the
  // 2-core CI machine beside the other worker: 30 s left too little room there. Speed is measured
  // by `npm run bench`, not by these limits.
  timeout: ci ? 60_000 : 30_000,
  forbidOnly: ci,
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  reporter: ci ? "list" : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: external
    ? undefined
    : {
        // scripts/start.mjs builds dist/ first when it is missing or older than the sources, so
        // `npm run test:e2e` is safe on its own and an up-to-date build is reused.
        // package.json's "start", as `npm start` runs it (with its node flags), without npm in between.
        command: startCommand,
        cwd: root,
        url: `${baseURL}/api/health`,
        // 180 s for the first seed, which renders the demo videos (then cached in MEDIA_CACHE_DIR),
        // plus up to 240 s for the build when dist/ is stale. Only a hung start waits this long.
        timeout: (180 + 240) * 1000,
        reuseExistingServer: false,
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "pipe",
        stderr: "pipe",
        env: {
          DATA_DIR: dataDir,
          MEDIA_CACHE_DIR: path.join(root, "data", "cache", "media"),
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
          // An empty DATABASE_URL means unset: the server runs its own embedded cluster in DATA_DIR.
          DATABASE_URL: "",
          // Mail to the catcher above; DATA_DIR/outbox (the fallback without SMTP) stays empty.
          SMTP_URL: smtpUrl,
          // Built-in answers line by line 200 ms apart, not 25: slow enough to press Stop midway.
          ASSISTANT_LINE_MS: "200",
        },
      },
});

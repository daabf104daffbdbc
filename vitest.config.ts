/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";

// getViteConfig applies astro.config.mjs (integrations, the "@" alias, SSR externals), so tests
// import modules, and .astro components through the Container API, exactly as the build does.
export default getViteConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Test fixtures, for tests beside the code they test (never imported by production code).
      "@tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**"],
    // Two cores: two forked workers, each running its files one after another.
    pool: "forks",
    // Tests run real PostgreSQL, ffmpeg and processes on a 2-core machine: generous limits, so a
    // busy machine never fails a correct test (speed is measured by npm run bench, not here).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});

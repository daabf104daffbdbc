import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium that Playwright drives: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the system package,
 * else Playwright's own download if one is present. We never download one (machines are offline).
 */
export function resolveChromium(): string {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${configured} does not exist`);
    return configured;
  }
  const found = ["/usr/bin/chromium", "/usr/bin/chromium-browser", chromium.executablePath()].find((file) =>
    existsSync(file),
  );
  if (!found) throw new Error("No Chromium found: apt-get install chromium or set PLAYWRIGHT_CHROMIUM_EXECUTABLE");
  return found;
}

/** Switches that keep an offline Chromium from reaching out (each attempt is a refused connection and a delay). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

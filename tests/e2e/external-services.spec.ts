import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type RunningServer, startServer } from "../../scripts/bench/server";
import { axeViolations } from "./support/axe";
import { DEMO_PASSWORD } from "./support/sign-in";

// The external services of 000 §7 are off by default; configured, they load
// only after consent (the chat widget not on routes that opt out of it), and the page's CSP names
// their origins only then. The vendors are a small server of this test on another origin; the
// portal with them configured is a server of its own (the suite's server has none).

test("without configuration no external service loads, no banner shows, and the CSP names no other origin", async ({
  page,
}) => {
  await page.request.post("/api/auth/login", { data: { email: "admin@demo.test", password: DEMO_PASSWORD } });
  const response = await page.goto("/home");
  const csp = response!.headers()["content-security-policy"]!;
  expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toMatch(/https?:/);
  await expect(page.getByRole("heading", { name: "Welcome back, Anna" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cookie settings" })).toHaveCount(0);
  expect(await page.locator("script[data-external]").count()).toBe(0);
});

test.describe("with an analytics service and a chat widget configured", () => {
  let vendors: http.Server;
  let vendorOrigin: string;
  let portal: RunningServer;
  let dataDir: string;
  const requested: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Each "vendor script" marks the window when it runs.
    vendors = http.createServer((req, res) => {
      requested.push(req.url!);
      const name = req.url === "/analytics.js" ? "analytics" : "chat";
      res.writeHead(200, { "content-type": "text/javascript" }).end(`window.__${name}Loaded = true;`);
    });
    await new Promise<void>((resolve) => vendors.listen(0, "127.0.0.1", resolve));
    vendorOrigin = `http://127.0.0.1:${(vendors.address() as AddressInfo).port}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-e2e-external-"));
    await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
    // The suite's own server built dist/ already: run that build, not start.mjs, which would
    // rebuild dist/ under the running suite server if a source changed since.
    portal = await startServer(
      {
        DATA_DIR: dataDir,
        MEDIA_CACHE_DIR: path.resolve("data/cache/media"),
        DATABASE_URL: "",
        ANALYTICS_SCRIPT_URL: `${vendorOrigin}/analytics.js`,
        CHAT_WIDGET_SCRIPT_URL: `${vendorOrigin}/chat.js`,
      },
      "/api/health",
      180_000,
      path.resolve("dist/runtime/main.mjs"),
    );
  });

  test.afterAll(async () => {
    await portal?.stop();
    vendors?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const loaded = (page: Page, name: "analytics" | "chat") =>
    page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, `__${name}Loaded`);

  test("nothing loads before consent; accepted, both load but the chat stays off routes that opt out; rejected, neither", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const login = await page.request.post(`${portal.url}/api/auth/login`, {
      data: { email: "admin@demo.test", password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const response = await page.goto(`${portal.url}/home`);
    const scriptSrc = response!
      .headers()
      ["content-security-policy"]!.split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toContain(vendorOrigin);

    // The banner asks first, passes axe, and is reached and answered with the keyboard.
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("analytics and a support chat");
    expect(await axeViolations(page, "/home with the consent banner")).toEqual([]);
    expect(await loaded(page, "analytics")).toBe(false);
    expect(requested).toEqual([]);
    const accept = banner.getByRole("button", { name: "Accept" });
    // On a phone-sized window, every control Tab reaches on the way stays in view beside the fixed
    // banner (WCAG 2.4.11, focus not obscured).
    await page.setViewportSize({ width: 390, height: 700 });
    const obscured: string[] = [];
    for (let press = 0; press < 80 && !(await accept.evaluate((b) => b === document.activeElement)); press++) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('[aria-labelledby="consent-title"]');
        if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
        const r = focused.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const covered = r.top >= b.top && r.bottom <= b.bottom && r.left >= b.left && r.right <= b.right;
        return covered ? focused.outerHTML.slice(0, 100) : null;
      });
      if (hidden) obscured.push(hidden);
    }
    expect(obscured).toEqual([]);
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect.poll(() => loaded(page, "analytics")).toBe(true);
    await expect.poll(() => loaded(page, "chat")).toBe(true);

    // Remembered: the next page loads both at once; the assistant opts out of the chat widget.
    await page.goto(`${portal.url}/studies`);
    await expect.poll(() => loaded(page, "analytics")).toBe(true);
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    await page.goto(`${portal.url}/assistant`);
    await expect.poll(() => loaded(page, "analytics")).toBe(true);
    expect(await loaded(page, "chat")).toBe(false);

    // Cookie settings open the banner again; rejecting reloads the page without them.
    await page.goto(`${portal.url}/home`);
    await page.getByRole("link", { name: "Cookie settings" }).click();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Reject" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    expect(await loaded(page, "analytics")).toBe(false);
    expect(await loaded(page, "chat")).toBe(false);
  });
});

import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "../../tests/setup/chromium";

/** The most JavaScript a page may load, gzipped, in KB (1,024 bytes): the bench's budget and the page-weight test's. */
export const JS_BUDGET_KB = 100;

// After the load event, how long the network must stay quiet before a page counts as loaded: the
// islands hydrate and fetch what they load when they mount within it.
const QUIET_MS = 500;

/**
 * Gzipped bytes of the JavaScript a page makes a browser load: every script Chromium fetches
 * while opening it, until its network is quiet (so chunks an island imports when it mounts count,
 * and one a click would load does not), plus its inline scripts. Each file gzipped on its own at
 * the default level, whatever the server sent, so figures compare across builds.
 */
export async function javascriptWeight(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const page = await (await contextFor(baseUrl, headers)).newPage();
  try {
    const scripts = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    const answer = await page.goto(baseUrl + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(QUIET_MS);
    const html = (await answer?.text()) ?? "";
    let total = gzipSync(Buffer.from(inlineScripts(html))).length;
    for (const bytes of await Promise.all(scripts.values())) total += bytes;
    return total;
  } finally {
    await page.close();
    closeWhenIdle();
  }
}

/*
 * One browser for a run of measurements, and one context per caller's headers: a signed-in page
 * refreshes its session, which rotates the session cookie, so the next page of the same caller must
 * come from the same cookie jar (the caller's first cookie is used up).
 */
let browser: Promise<Browser> | undefined;
const contexts = new Map<string, Promise<BrowserContext>>();
let idle: NodeJS.Timeout | undefined;

async function contextFor(baseUrl: string, headers: Record<string, string>): Promise<BrowserContext> {
  clearTimeout(idle);
  browser ??= chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  const key = JSON.stringify([baseUrl, headers]);
  let context = contexts.get(key);
  if (!context) {
    context = (async () => {
      const { cookie, ...others } = headers;
      const created = await (await browser!).newContext({ extraHTTPHeaders: others });
      // Routing turns the browser's cache off: each page is measured as a first visit.
      await created.route("**/*", (route) => route.continue());
      // Chromium sends its own jar's cookies, not a Cookie header it is given.
      const pairs = (cookie ?? "").split(/;\s*/).filter(Boolean);
      await created.addCookies(
        pairs.map((pair) => {
          const [name, value] = pair.split(/=(.*)/s) as [string, string];
          return { name, value, url: baseUrl };
        }),
      );
      return created;
    })();
    contexts.set(key, context);
  }
  return context;
}

/** Closes the browser a few seconds after the last measurement, so a finished run can exit. */
function closeWhenIdle(): void {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const closing = browser;
    browser = undefined;
    contexts.clear();
    void closing?.then((b) => b.close());
  }, 3_000).unref();
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
}

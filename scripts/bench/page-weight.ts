import { gzipSync } from "node:zlib";

/** The most JavaScript a page may load, gzipped, in KB (1,024 bytes): the bench's budget and the page-weight test's. */
export const JS_BUDGET_KB = 100;

/**
 * Gzipped bytes of the JavaScript a page makes the browser load: module scripts and island
 * component/renderer URLs in the HTML, then every module they import (statically or dynamically),
 * followed transitively.
 */
export async function javascriptWeight(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const html = await (await fetch(baseUrl + path, { headers })).text();
  const pending = new Set<string>();
  for (const match of html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/[^"/][^"]*\.js)"/g))
    pending.add(match[1]!);
  for (const match of html.matchAll(/import\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g)) pending.add(match[1]!);
  let total = gzipSync(Buffer.from(inlineScripts(html))).length;
  const seen = new Set<string>();
  for (const url of pending) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(baseUrl + url)).text();
    total += gzipSync(Buffer.from(code)).length;
    // Static and dynamic imports alike (the bundler writes dynamic ones with backticks): a chunk
    // loaded when an island mounts is the page's too. One loaded only on a click counts as well,
    // so the figure is an upper bound.
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      pending.add(new URL(match[1]!, baseUrl + url).pathname);
    }
  }
  return total;
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
}

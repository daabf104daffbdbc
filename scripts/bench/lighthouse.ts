import { spawn } from "node:child_process";
import path from "node:path";
import { resolveChromium } from "../../tests/setup/chromium";
import type { Measurement } from "./foundation";

type Category = "performance" | "accessibility";

interface Report {
  categories: Partial<Record<Category, { score: number }>>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
}

/**
 * Runs one Lighthouse category on one page (its default mobile preset: a mid-range phone, slow
 * 4G, 4x CPU slowdown), driving the system Chromium through the lighthouse CLI. `cookie` signs the
 * page load in, for pages behind the session.
 */
async function runLighthouse(url: string, category: Category, cookie?: string): Promise<Report> {
  const cli = path.resolve("node_modules", ".bin", "lighthouse");
  const args = [url, `--only-categories=${category}`, "--output=json", "--output-path=stdout", "--quiet"];
  args.push("--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking");
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(cli, args, { env: { ...process.env, CHROME_PATH: resolveChromium() } });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse exit ${code}: ${err.slice(-800)}`)),
    );
  });
  return JSON.parse(stdout) as Report;
}

/** Lighthouse's performance score and largest contentful paint of one page. */
export async function lighthouse(url: string): Promise<{ score: number; lcpMs: number }> {
  const report = await runLighthouse(url, "performance");
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
  };
}

/** Lighthouse's accessibility score of one page, and the titles of the audits it failed. */
export async function lighthouseAccessibility(
  url: string,
  cookie?: string,
): Promise<{ score: number; failed: string[] }> {
  const report = await runLighthouse(url, "accessibility", cookie);
  const failed = Object.values(report.audits).flatMap((audit) => (audit.score === 0 ? [audit.title ?? "?"] : []));
  return { score: Math.round((report.categories.accessibility?.score ?? 0) * 100), failed };
}

/** The Lighthouse budgets of the public showreel page. */
export async function lighthouseMeasurements(url: string): Promise<Measurement[]> {
  const { score, lcpMs } = await lighthouse(url);
  return [
    // Reported as the shortfall below 100, so "≤ 5" reads as "a score of at least 95".
    {
      name: "public showreel page Lighthouse performance (mobile), points below 100",
      value: 100 - score,
      unit: "points",
      budget: 5,
    },
    { name: "public showreel page LCP (Lighthouse mobile)", value: lcpMs / 1000, unit: "s", budget: 1.5 },
  ];
}

/**
 * `npm run bench`: measures the budgets the issues name, against a real server on loopback, and
 * writes bench-results/latest.json. Benchmarks, not tests: they report, they don't assert.
 * `npm run bench -- --warm-cache` reuses ./data/cache/media instead of rendering demo videos anew;
 * `--only=session,team` runs the foundation's measurements and only the named further benches
 * (session, research, videos, showreels, sharing, reels, wizard, bloom, exports, assistant, accessibility,
 * team, quotes, large-study, builds, cores, scale). Servers run one web process unless a group says otherwise.
 * `--only=builds --baseline=../other-checkout --baseline-node=/usr/bin/node` also serves another
 * checkout of the product beside this one, alternated, to compare two versions in one run; with
 * `--only=quotes` the other checkout serves the same generated quotes, asked in turn.
 */
import fs from "node:fs/promises";
import { benchAccessibility } from "./bench/accessibility";
import { benchAssistant, benchAssistantRetrieval } from "./bench/assistant";
import { benchBloom } from "./bench/bloom";
import { benchBuilds } from "./bench/builds";
import { benchExports } from "./bench/exports";
import { benchFoundation, type Measurement } from "./bench/foundation";
import { benchResearch } from "./bench/research";
import { benchQuotes } from "./bench/quotes";
import { benchLargeStudy } from "./bench/large-study";
import { benchSession } from "./bench/session";
import { benchTeam } from "./bench/team";
import { benchVideos } from "./bench/videos";
import { benchCores } from "./bench/cores";
import { benchScale } from "./bench/scale";
import { benchReels } from "./bench/reels";
import { benchShowreels } from "./bench/showreels";
import { benchSharing } from "./bench/sharing";
import { benchWizard } from "./bench/wizard";

const warmCache = process.argv.includes("--warm-cache");
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (name: string) => !only || only.includes(name);
// The groups measured on the foundation's warm server; the others start servers of their own.
const onFoundation = [
  "session",
  "research",
  "videos",
  "showreels",
  "sharing",
  "reels",
  "wizard",
  "bloom",
  "exports",
  "assistant",
  "accessibility",
  "team",
];
const results: Measurement[] =
  !only || only.includes("foundation") || onFoundation.some(wanted)
    ? await benchFoundation({
        warmCache,
        // The team bench adds 1,000 members, so it runs after the benches of the demo data.
        alsoOn: async (server, dataDir) => [
          ...(wanted("session") ? await benchSession(server) : []),
          ...(wanted("research") ? await benchResearch(server) : []),
          ...(wanted("videos") ? await benchVideos(server) : []),
          ...(wanted("showreels") ? await benchShowreels(server) : []),
          ...(wanted("sharing") ? await benchSharing(server) : []),
          ...(wanted("reels") ? await benchReels(server) : []),
          ...(wanted("wizard") ? await benchWizard(server) : []),
          ...(wanted("bloom") ? await benchBloom(server) : []),
          ...(wanted("exports") ? await benchExports(server) : []),
          ...(wanted("assistant") ? await benchAssistant(server, dataDir) : []),
          ...(wanted("accessibility") ? await benchAccessibility(server) : []),
          ...(wanted("team") ? await benchTeam(server, dataDir) : []),
        ],
      })
    : [];
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseline = { baseline: option("baseline"), baselineNode: option("baseline-node") };
// On a server of its own: it adds 1,000,000 quotes that would skew the other measurements.
if (wanted("quotes")) results.push(...(await benchQuotes(baseline)));
// On a server of its own: one study of 57,000, then 1,000,000 quotes.
if (wanted("large-study")) results.push(...(await benchLargeStudy(baseline)));
// On a server of its own too: a client with 1,000,000 quotes.
if (wanted("assistant")) results.push(...(await benchAssistantRetrieval()));
// One web process against one per core, each on a server of its own.
if (only?.includes("cores")) results.push(...(await benchCores()));
// The portal behind nginx with 1, 2 and 3 web nodes (Debian's PostgreSQL 15 and nginx, s3rver).
if (only?.includes("scale")) results.push(...(await benchScale()));
// Builds served side by side: as shipped, with the stock React renderer, and another checkout.
if (wanted("builds")) {
  results.push(...(await benchBuilds(baseline)));
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));
console.log("\n| measurement | value | budget | |\n|---|---|---|---|");
for (const r of results) {
  const within = r.value <= r.budget;
  const budget = Number.isFinite(r.budget) ? `≤ ${fmt(r.budget)} ${r.unit}` : "—";
  console.log(
    `| ${r.name} | ${fmt(r.value)} ${r.unit} | ${budget} | ${Number.isFinite(r.budget) ? (within ? "ok" : "OVER") : ""} |`,
  );
}
await fs.mkdir("bench-results", { recursive: true });
await fs.writeFile("bench-results/latest.json", JSON.stringify({ at: new Date().toISOString(), results }, null, 2));

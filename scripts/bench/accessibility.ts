import type { Measurement } from "./foundation";
import { lighthouseAccessibility } from "./lighthouse";
import { completedStudy } from "./research";
import { type RunningServer, signInAs } from "./server";

/**
 * The accessibility budget: Lighthouse accessibility 100 on the public showreel page, the sign-in page
 * and a study summary (signed in through the session cookie, as a browser would be).
 */
export async function benchAccessibility(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const { study } = await completedStudy(server.url, bearer);
  const links = await fetch(`${server.url}/api/v1/published_showreels`, { headers: { authorization: bearer } });
  const [link] = ((await links.json()) as { data: { path: string }[] }).data;
  if (!link) throw new Error("no published showreel in the demo data");
  const targets = [
    { name: "sign-in page", path: "/auth/login", cookie: undefined },
    { name: "public showreel page", path: link.path, cookie: undefined },
    { name: "study summary page", path: `/studies/${study}/summary`, cookie },
  ];
  const results: Measurement[] = [];
  for (const target of targets) {
    const { score, failed } = await lighthouseAccessibility(`${server.url}${target.path}`, target.cookie);
    if (failed.length) console.log(`[bench] ${target.name}: Lighthouse accessibility failed ${failed.join("; ")}`);
    // Reported as the shortfall below 100, so the budget 0 reads as "a score of 100".
    results.push({
      name: `${target.name} Lighthouse accessibility, points below 100`,
      value: 100 - score,
      unit: "points",
      budget: 0,
    });
  }
  return results;
}

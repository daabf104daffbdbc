import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the product promises to pass; with axe's
 * best practices (heading order, landmarks) and the still-experimental check that a control's
 * accessible name contains its visible label (WCAG 2.5.3), which speech users rely on.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
const EXPERIMENTAL_RULES = { "label-content-name-mismatch": { enabled: true } };

/** The WCAG A/AA violations on the page as it is now, one readable line each (empty: none). */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs per frame and then finishes in a new blank
    // tab, which costs about 3 s a page; the portal's pages have no cross-origin frames to reach.
    .setLegacyMode()
    .withTags(TAGS)
    .options({ rules: EXPERIMENTAL_RULES, resultTypes: ["violations"] })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? "?"}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1, 2).join("").trim() ?? violation.help}`,
    ),
  );
}

/** A path with its ids folded, so that /studies/12/summary and /studies/13/summary count once. */
export function pageShape(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, "/:id");
}

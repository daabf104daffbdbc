import type { Page } from "@playwright/test";

/** Waits until the island `name` (its root component's file name) has hydrated: a click before would be lost. */
export async function ready(page: Page, name: string): Promise<void> {
  await page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`).first().waitFor();
}

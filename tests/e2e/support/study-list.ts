import type { Page } from "@playwright/test";

/** The study list's island takes input only once hydrated (Astro drops its `ssr` attribute then). */
export async function studyListReady(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="/StudyList."]:not([ssr])').waitFor();
}

/** The list's search box, once it is live. */
export async function studySearch(page: Page) {
  await studyListReady(page);
  return page.getByRole("searchbox", { name: "Search studies" });
}

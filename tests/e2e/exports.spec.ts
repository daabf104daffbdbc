import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { renderPages } from "./support/office-pdf";
import { DEMO_PASSWORD, signIn } from "./support/sign-in";

// End to end: the Export menu of the study summary, details and project pages; the file
// arrives as a download, and its slides render (LibreOffice → PDF → PNG) for a person to look at.

/** The first completed study of the admin's client, and its project. */
async function completedStudy(page: Page): Promise<{ id: number; title: string; project: { id: number } }> {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@demo.test", password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await page.request.get("/api/v3/studies?limit=50", { headers: { authorization: `Bearer ${token}` } });
  const studies = (await answer.json()).data as {
    id: number;
    title: string;
    display_status_code: string;
    project: { id: number };
  }[];
  return studies.find((s) => s.display_status_code === "COMPLETED")!;
}

const exportMenuReady = (page: Page) =>
  page.locator('astro-island[component-url*="/ExportMenu."]:not([ssr])').first().waitFor();

test("a study's insights export to PowerPoint from the summary, with options, and the deck renders", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const study = await completedStudy(page);
  await page.goto(`/studies/${study.id}/summary`);
  await exportMenuReady(page);
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: /Insights to PowerPoint/ }).click();
  const dialog = page.getByRole("dialog", { name: "Export to PowerPoint" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Language")).toHaveValue("en");
  await dialog.getByLabel("Link showreels to their public pages").check();
  expect(await axeViolations(page, "export dialog")).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("dialog-1280.png") });

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${study.title} – insights.pptx`);
  await expect(dialog).toBeHidden();
  const file = testInfo.outputPath("deck.pptx");
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 2).toString()).toBe("PK");
  const pages = await renderPages(file, testInfo.outputPath("slides"));
  // Title, facts, key takeaways, then business questions and insights.
  expect(pages.length).toBeGreaterThan(5);
  await testInfo.attach("insight slide", { path: pages[4]!, contentType: "image/png" });
});

test("the study design exports to Word from the details page", async ({ page }, testInfo) => {
  await signIn(page, "researcher@demo.test");
  const study = await completedStudy(page);
  await page.goto(`/studies/${study.id}/details`);
  await exportMenuReady(page);
  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: /Study design to Word/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${study.title} – study design.docx`);
  await download.saveAs(testInfo.outputPath("design.docx"));
  await expect(page.getByRole("button", { name: "Export" })).toBeFocused();
});

test("on a phone, a project exports by keyboard alone", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin@demo.test");
  const study = await completedStudy(page);
  await page.goto(`/projects/${study.project.id}/summary`);
  await exportMenuReady(page);
  const button = page.getByRole("button", { name: "Export" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: /Insights to PowerPoint/ })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Export to PowerPoint" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("dialog-390.png") });
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export" }).focus();
  await page.keyboard.press("Enter");
  expect((await downloading).suggestedFilename()).toMatch(/ – insights\.pptx$/);
  await expect(button).toBeFocused();
});

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { messages } from "../../src/lib/messages";
import { axeViolations } from "./support/axe";
import { minimalPdf, noisePng } from "./support/sample-files";
import { signIn } from "./support/sign-in";

// A researcher creates a study from a template in the wizard, step by step, and starts
// it; a second draft is left mid-way, reopened from the list and finished.

const files = mkdtempSync(path.join(os.tmpdir(), "wizard-files-"));
const image = path.join(files, "concept-board.png");
const pdf = path.join(files, "feature-list.pdf");
test.beforeAll(() => {
  writeFileSync(image, noisePng());
  writeFileSync(pdf, minimalPdf("Feature list: shared budgets, spending insights, round-up savings"));
});

/** Slows uploads to ~300 KB/s in this page, so the progress bar is there to be seen. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole("heading", { name: new RegExp(`^Step \\d of 7: ${name}$`) });
const ready = (page: Page, island: string) =>
  page.locator(`astro-island[component-url*="/${island}."]:not([ssr])`).first().waitFor();

async function continueTo(page: Page, step: string, island: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`step_name=${step}`));
  await ready(page, island);
}

/** Adds a question of `kind` to the section and fills its text (and choices or subtasks). */
async function addQuestion(section: Locator, kind: string, text: string) {
  await section.getByRole("button", { name: /^\+ Add question to section/ }).click();
  await section.getByRole("button", { name: new RegExp(`^${kind}`) }).click();
  const question = section
    .getByRole("listitem")
    .filter({ has: section.page().locator("textarea") })
    .last();
  await question.getByRole("textbox", { name: kind === "Explainer" ? "Text to read" : "Question text" }).fill(text);
  for (const [label, value] of [
    ["Choice 1", "Weekly"],
    ["Choice 2", "Monthly"],
    ["Subtask 1", "Open the app"],
  ] as const) {
    const field = question.getByRole("textbox", { name: label, exact: true });
    if (await field.count()) await field.fill(value);
  }
}

test("from the header's Create study, a template becomes a study that starts in preparation", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "admin@demo.test");
  await page.goto("/studies");
  // The header's dialog opens once its island has hydrated (a click before that is lost).
  await ready(page, "CreateStudyDialog");
  await page.getByRole("button", { name: "Create study" }).click();
  await page.getByRole("link", { name: /Create from a template/ }).click();
  await expect(page).toHaveURL(/\/studies\/create$/);
  await ready(page, "TemplatePicker");

  // SELECT_TEMPLATE: Continue without a choice says so; search narrows the library.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText(messages.templateRequired);
  await expect(page.getByRole("list", { name: "Recommended templates" }).getByRole("listitem")).toHaveCount(7);
  const violations = await axeViolations(page, "the template step");
  await page.getByRole("searchbox", { name: "Search templates" }).fill("feature");
  await page.getByText("Feature prioritisation", { exact: true }).click();
  await expect(page).toHaveURL(/template_id=\d+/);
  await continueTo(page, "DETAILS", "DetailsStep");

  // DETAILS.
  await expect(stepHeading(page, "Details")).toBeVisible();
  const title = `Budget app features ${Date.now()}`;
  await page.getByLabel("Study title").fill(title);
  await page.getByLabel("Introduction for participants").fill("Thank you for helping us decide what to build next.");
  await continueTo(page, "STIMULI", "MaterialsStep");

  // STIMULI: an image and a PDF with visible progress, then a link.
  await slowUploads(page);
  await page.getByLabel("Upload files").setInputFiles([image, pdf]);
  const progress = page.getByRole("progressbar", { name: /Uploading concept-board.png/ });
  await expect(progress).toBeVisible();
  const materials = page.getByRole("list", { name: "Study materials" }).getByRole("listitem");
  await expect(materials).toHaveCount(2, { timeout: 30_000 });
  await expect(materials.filter({ hasText: "concept-board.png" }).locator("img")).toHaveJSProperty("complete", true);
  await page.getByLabel("Web address").fill("budget-app.example");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByText(messages.materialUrlInvalid)).toBeVisible();
  await page.getByLabel("Web address").fill("https://budget-app.example.com/prototype");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(materials).toHaveCount(3);
  violations.push(...(await axeViolations(page, "the study materials step with three materials")));
  await continueTo(page, "OUTLINE", "OutlineStep");

  // OUTLINE: the template's two business questions and a third.
  await page.getByRole("button", { name: "+ Add business question" }).click();
  await page
    .getByRole("textbox", { name: "Business question 3" })
    .fill("Which features would make people switch from their bank's app?");
  await continueTo(page, "STUDY_DESIGN", "DesignStep");

  // STUDY_DESIGN: two new sections, with one question of every type between them.
  const before = await page.getByRole("heading", { level: 2, name: /^Section \d+$/ }).count();
  const sectionCard = (n: number) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2, name: `Section ${n}`, exact: true }) });
  for (const [index, kinds] of [
    [before + 1, ["Think aloud", "Explainer", "Open question", "Multiple choice"]],
    [before + 2, ["Single choice", "Observation", "Rating scale", "Subtasks"]],
  ] as const) {
    await page.getByRole("button", { name: "+ Add section" }).click();
    const section = sectionCard(index);
    await section
      .getByLabel("Business question this section answers")
      .selectOption({ index: index === before + 1 ? 3 : 1 });
    for (const kind of kinds) await addQuestion(section, kind, `${kind}: how would you use this feature?`);
  }
  await expect(page.getByText(/^Preview/).first()).toBeVisible();
  violations.push(...(await axeViolations(page, "the study design step with every question type")));
  await continueTo(page, "RECRUIT", "RecruitStep");

  // RECRUIT: nothing chosen yet; an audience per segment.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(messages.recruitmentRequired).first()).toBeVisible();
  await page.getByRole("radio", { name: /Self-recruit with a shareable link/ }).check();
  await page.getByRole("radio", { name: /An audience per segment/ }).check();
  const second = page.getByRole("group", { name: "Segment 2" });
  await second.getByRole("checkbox", { name: "United Kingdom" }).uncheck();
  await second.getByRole("checkbox", { name: "Sweden" }).check();
  await second.getByLabel("Language").selectOption("sv");
  // Last: the fieldset is named after the segment.
  await second.getByLabel("Segment name").fill("Sweden");
  violations.push(...(await axeViolations(page, "the recruitment step with two segments")));
  await continueTo(page, "CONFIRM", "ConfirmStep");

  // CONFIRM: Start study without the terms is refused in the spec's words; with them it starts.
  await expect(page.getByRole("heading", { name: "Before the study can start" })).toHaveCount(0);
  await expect(page.getByText("3 study materials: 2 files, 1 link")).toBeVisible();
  await page.getByRole("button", { name: "Start study" }).click();
  await expect(page.getByText(messages.termsRequired).first()).toBeVisible();
  violations.push(...(await axeViolations(page, "the confirm step with the terms message")));
  // WCAG 2.2 AA on every step as the researcher filled it (the crawl sees the demo drafts only).
  expect(violations).toEqual([]);
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  await page.getByRole("button", { name: "Start study" }).click();
  await expect(page.getByRole("heading", { name: "Your study has started" })).toBeVisible();
  const link = await page.getByLabel("Participant link").inputValue();

  // The participant link opens the study's public page without a session.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(visitor.getByText("Thank you for helping us decide what to build next.")).toBeVisible();
  expect(await axeViolations(visitor, "the participant page")).toEqual([]);

  // The link is found again on the study's details.
  await page.getByRole("link", { name: "Go to the study" }).click();
  await expect(page.getByLabel("Participant link")).toHaveValue(link);
  // For people to look at (test-results/): the details with the link at desktop and phone width.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`details-with-participant-link-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The list shows it in preparation.
  await page.goto(`/studies?q=${encodeURIComponent(title)}`);
  await expect(page.locator("main a", { hasText: title })).toContainText("In preparation");
});

test("a draft left mid-way is reopened from the list where it was left, and finished", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "researcher@demo.test");
  await page.goto("/studies/create");
  await ready(page, "TemplatePicker");
  await page.getByText("Brand associations explorer", { exact: true }).click();
  await continueTo(page, "DETAILS", "DetailsStep");
  const title = `Brand check ${Date.now()}`;
  await page.getByLabel("Study title").fill(title);
  // Save draft keeps the person on the step, now holding the saved draft.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: messages.draftSaved })).toBeVisible();
  await expect(page).toHaveURL(/step_name=DETAILS$/);
  await expect(page.getByLabel("Study title")).toHaveValue(title);

  // The list offers to continue; the wizard opens at the first step that still lacks something.
  await page.goto("/studies");
  await page.locator("main a", { hasText: title }).getByText("Continue editing").click();
  await expect(page).toHaveURL(/\/edit$/);
  await ready(page, "RecruitStep");
  await expect(stepHeading(page, "Recruitment")).toBeVisible();
  await page.getByRole("radio", { name: /Recruited by our specialists/ }).check();
  await continueTo(page, "CONFIRM", "ConfirmStep");
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  await page.getByRole("button", { name: "Start study" }).click();
  await expect(page.getByRole("heading", { name: "Your study has started" })).toBeVisible();
  await expect(page.getByLabel("Participant link")).toHaveCount(0);

  // Started, it is no longer editable: the edit page says so in the spec's words.
  await page.goto(page.url().replace(/\?.*$/, ""));
  await expect(page.getByText(messages.editNotDraft)).toBeVisible();
});

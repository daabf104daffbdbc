import { expect, type Page, test } from "@playwright/test";
import { bloomProposalMessages, builtInEngineMessages, factTaskText, messages } from "../../src/lib/messages";
import { axeViolations } from "./support/axe";
import { signIn } from "./support/sign-in";

// A researcher creates a study with Bloom (the built-in engine): the brief is rated,
// Bloom proposes the business questions and the design, each editable, and the study starts as shown.

const BRIEF =
  "We are launching a new oat drink pack in Denmark and want to understand whether parents of young children " +
  "notice it on the shelf, understand what makes it different, and would choose it over their usual milk. " +
  "The results will decide whether we launch the pack as it is or rework the design first. Participants see the pack concept.";

const ready = (page: Page, island: string) =>
  page.locator(`astro-island[component-url*="/${island}."]:not([ssr])`).first().waitFor();

async function continueTo(page: Page, step: string, island: string) {
  // The participant preview shows a disabled Continue of its own.
  await page.getByRole("button", { name: "Continue", disabled: false }).click();
  await expect(page).toHaveURL(new RegExp(`step_name=${step}`));
  await ready(page, island);
}

/** For people to look at (test-results/): the step at desktop and phone width. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    // Nothing is wider than the phone: the page never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("with Bloom, a rated brief becomes business questions and a design, each editable, and the study starts as shown", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "researcher@demo.test");
  await page.goto("/studies");
  await ready(page, "CreateStudyDialog");
  await page.getByRole("button", { name: "Create study" }).click();
  await page.getByRole("link", { name: /Create with the AI assistant/ }).click();
  await expect(page).toHaveURL(/\/studies\/create\?ai=true$/);
  await ready(page, "BriefStart");
  await expect(page.getByText(builtInEngineMessages.label).first()).toBeVisible();
  // Bloom's variant asks for the project as the template variant does: another one than the
  // preselected is picked here, and the next study of either variant preselects it.
  const project = page.getByLabel("Project");
  const preselected = await project.inputValue();
  const picked = await project.locator(`option:not([value="${preselected}"])`).first().getAttribute("value");
  await project.selectOption(picked!);

  // AI_BRIEF: a thin brief gets a low score and suggestions; the full one scores higher.
  const title = `Oat pack with Bloom ${Date.now()}`;
  await page.getByLabel("Study title").fill(title);
  await page.getByLabel("Market").selectOption("DK");
  await page.getByRole("textbox", { name: "Your brief", exact: true }).fill("Test our pack.");
  await page.getByRole("button", { name: "Rate my brief" }).click();
  const rating = page.getByRole("region", { name: "Bloom's rating of your brief" });
  // The first rating may wait for the engine's thread to load its NLP library (opening the AI
  // variant starts that load; on a busy 2-core machine it takes several seconds).
  await expect(rating.getByRole("heading", { name: "How to make it better" })).toBeVisible({ timeout: 30_000 });
  const low = Number(await rating.locator("strong").textContent());
  // Refine with Bloom proposes a rewrite; it replaces the brief only when taken.
  await page.getByRole("button", { name: "Refine with Bloom" }).click();
  const rewrite = page.getByRole("region", { name: "Bloom's rewrite of your brief" });
  await expect(rewrite).toContainText("Test our pack.");
  await rewrite.getByRole("button", { name: "Use this brief" }).click();
  await expect(page.getByRole("textbox", { name: "Your brief", exact: true })).toHaveValue(/^Objective: /);
  await page.getByRole("textbox", { name: "Your brief", exact: true }).fill(BRIEF);
  await page.getByRole("button", { name: "Rate my brief" }).click();
  await expect.poll(async () => Number(await rating.locator("strong").textContent())).toBeGreaterThan(low);
  const violations = await axeViolations(page, "the brief step with its rating");
  await screenshots(page, "ai-brief");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step_name=STIMULI/);
  await ready(page, "MaterialsStep");

  // AI_OUTLINE: Bloom proposes at once; a proposal is edited before it is saved.
  await continueTo(page, "AI_OUTLINE", "AiOutlineStep");
  const questions = page.getByRole("textbox", { name: /^Business question \d+$/ });
  await expect(questions).toHaveCount(4);
  const edited = "Do Danish parents notice the oat drink pack on the shelf?";
  await questions.first().fill(edited);
  violations.push(...(await axeViolations(page, "the AI outline step")));
  await screenshots(page, "ai-outline");

  // AI_STUDY_DESIGN: a section per business question, with questions a participant can answer.
  await continueTo(page, "AI_STUDY_DESIGN", "AiDesignStep");
  const sections = page.getByRole("heading", { level: 2, name: /^Section \d+$/ });
  await expect(sections).toHaveCount(4);
  const shown = await page.getByRole("textbox", { name: /^(Question text|Text to read)$/ }).count();
  expect(shown).toBeGreaterThanOrEqual(8);
  // The design is about the brief: its product is in the proposed questions, and the step says
  // which templates the proposal drew on.
  const proposed = await page
    .getByRole("textbox", { name: /^(Question text|Text to read)$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLTextAreaElement).value).join("\n"));
  expect(proposed).toContain("oat drink");
  await expect(page.getByText(/^Drawn from your brief/)).toBeVisible();
  violations.push(...(await axeViolations(page, "the AI study design step")));
  // With the keyboard alone, a focused question moves down (Alt+ArrowDown).
  const firstSection = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Section 1", exact: true }) });
  const questionText = (n: number) =>
    firstSection
      .getByRole("article")
      .nth(n)
      .getByRole("textbox", { name: /^(Question text|Text to read)$/ });
  const moved = await questionText(0).inputValue();
  await firstSection.getByRole("article").first().focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(questionText(1)).toHaveValue(moved);
  // Leaving with unsaved changes asks first (001 §8); staying keeps them.
  await page.getByRole("link", { name: "← Studies" }).click();
  const unsaved = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(unsaved).toContainText(messages.unsavedChanges);
  await unsaved.getByRole("button", { name: "Stay on this step" }).click();
  await expect(page).toHaveURL(/step_name=AI_STUDY_DESIGN/);
  await expect(questionText(1)).toHaveValue(moved);
  // Bloom translates the saved design only: with unsaved changes it asks for a save first.
  const translate = page.getByRole("button", { name: "Translate with Bloom" });
  await expect(translate).toBeDisabled();
  await expect(page.getByText("Save your changes first: Bloom translates the saved design.")).toBeVisible();
  await screenshots(page, "ai-design");
  expect(violations).toEqual([]);
  // Save draft keeps the person on the step, now saved: the translation can run at once (the
  // built-in engine says it cannot translate, and changes nothing).
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: messages.draftSaved })).toBeVisible();
  await expect(page).toHaveURL(/step_name=AI_STUDY_DESIGN$/);
  await ready(page, "AiDesignStep");
  await expect(questionText(1)).toHaveValue(moved);
  const before = await questionText(0).inputValue();
  await page.getByLabel("Translate the design into").selectOption("da");
  await expect(translate).toBeEnabled();
  await translate.click();
  await expect(page.getByRole("status").filter({ hasText: builtInEngineMessages.noTranslator })).toBeVisible();
  await expect(questionText(0)).toHaveValue(before);
  await continueTo(page, "RECRUIT", "RecruitStep");
  await page.getByRole("radio", { name: /Recruited by our specialists/ }).check();
  await continueTo(page, "CONFIRM", "ConfirmStep");
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  await page.getByRole("button", { name: "Start study" }).click();
  await expect(page.getByRole("heading", { name: "Your study has started" })).toBeVisible();

  // The started study's design is the one shown: the edited business question and every question.
  await page.getByRole("link", { name: "Go to the study" }).click();
  const design = page.getByRole("region", { name: "Study design" });
  await expect(design).toContainText(edited);
  const rows = await design.getByRole("listitem").allInnerTexts();
  const counted = rows.map((row) => Number(/(\d+)\s+questions?\s*$/.exec(row)?.[1] ?? Number.NaN));
  expect(counted.reduce((sum, n) => sum + n, 0)).toBe(shown);

  // Studies made with Bloom are found by the list's ai filter.
  await page.goto(`/studies?ai=true&q=${encodeURIComponent(title)}`);
  await expect(page.locator("main a", { hasText: title })).toBeVisible();

  // The next study preselects the project used last, in either variant.
  await page.goto("/studies/create?ai=true");
  await ready(page, "BriefStart");
  await expect(page.getByLabel("Project")).toHaveValue(picked!);
  await page.goto("/studies/create");
  await ready(page, "TemplatePicker");
  await page.getByText("Brand associations explorer", { exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step_name=DETAILS/);
  await ready(page, "DetailsStep");
  await expect(page.getByLabel("Project")).toHaveValue(picked!);
});

test("Start study stays disabled, saying why, while a question still holds a “[Fill in: …]” instruction", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "researcher@demo.test");
  await page.goto("/studies/create");
  await ready(page, "TemplatePicker");
  await page.getByText("Brand associations explorer", { exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await ready(page, "DetailsStep");
  await page.getByLabel("Study title").fill(`Fill-in check ${Date.now()}`);
  await continueTo(page, "STIMULI", "MaterialsStep");
  await page.goto(page.url().replace(/step_name=\w+/, "step_name=STUDY_DESIGN"));
  await ready(page, "DesignStep");
  // A proposal's instruction left in a question, as the built-in engine writes it.
  const firstQuestion = page.getByRole("textbox", { name: /^(Question text|Text to read)$/ }).first();
  const original = await firstQuestion.inputValue();
  const fillIn = factTaskText.fillIn("claim 1");
  await firstQuestion.fill(`Which is clearer: ${fillIn}?`);
  await continueTo(page, "RECRUIT", "RecruitStep");
  await page.getByRole("radio", { name: /Recruited by our specialists/ }).check();
  await continueTo(page, "CONFIRM", "ConfirmStep");
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  const start = page.getByRole("button", { name: "Start study" });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(bloomProposalMessages.needsEdit(1));
  const missing = page.getByRole("region", { name: "Before the study can start" });
  expect(await axeViolations(page, "the confirm step with a fill-in left")).toEqual([]);

  // The missing list leads back to the design; once the question is the researcher's own, it starts.
  await missing.getByRole("link", { name: bloomProposalMessages.needsEdit(1) }).click();
  await ready(page, "DesignStep");
  await page
    .getByRole("textbox", { name: /^(Question text|Text to read)$/ })
    .first()
    .fill(original);
  await continueTo(page, "RECRUIT", "RecruitStep");
  await continueTo(page, "CONFIRM", "ConfirmStep");
  await page.getByRole("checkbox", { name: /I accept the terms of service/ }).check();
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole("heading", { name: "Your study has started" })).toBeVisible();
});

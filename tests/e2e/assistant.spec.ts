import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { ready } from "./support/islands";
import { signIn } from "./support/sign-in";

// End to end, as a researcher: ask Bloom, watch the answer stream, stop one, open a
// citation (its clip plays at the quote's time), make a showreel of the cited clips (READY).

const SPLIT = "Does Barista Oat split in hot coffee?";

async function ask(page: Page, question: string) {
  const box = page.getByLabel(/Ask Bloom about/);
  await box.fill(question);
  await box.press("Enter");
}

test("a researcher asks Bloom, stops an answer, plays a cited clip and makes a showreel of the citations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "researcher@demo.test");
  await page.goto("/assistant");
  await ready(page, "AssistantChat");
  await expect(page.getByTestId("engine-label")).toHaveText(/Bloom — built-in engine/);
  await expect(page.getByRole("button", { name: /How appealing is the Barista Oat concept/ })).toBeVisible();

  // Ask with the keyboard; the answer streams in (Stop shows while it does), then settles.
  await ask(page, SPLIT);
  const live = page.getByTestId("live-answer");
  await expect(live).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(live).toContainText("by business question");
  await expect(live).toBeHidden({ timeout: 15_000 });
  const answer = page.getByTestId("answer").first();
  await expect(answer).toContainText("split");
  await expect(page.getByRole("button", { name: "Copy answer" })).toBeVisible();
  await expect(page).toHaveURL(/\/assistant\?thread=\d+$/);
  const conversation = page.url();
  // The open one (a retry of this test finds its first try's thread too).
  await expect(
    page
      .getByRole("navigation", { name: "Conversations" })
      .getByRole("link", { name: SPLIT, exact: true })
      .and(page.locator("[aria-current=page]")),
  ).toBeVisible();

  // Stop the next one while it is written: what was written stays, marked stopped.
  await ask(page, "What did participants say about the foam and creaminess of the drink?");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("You stopped this answer.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask" })).toBeVisible();

  // A quote's source opens with its clip, playing from the quote's start.
  const source = answer.getByRole("button", { name: /“.*split.*”/ }).first();
  await source.click();
  const panel = page.getByTestId("citation-panel");
  await expect(panel).toBeVisible();
  const time = /at (\d+):(\d+)/.exec((await panel.textContent()) ?? "");
  const start = Number(time?.[1]) * 60 + Number(time?.[2]);
  const video = panel.locator("video");
  await expect
    .poll(async () => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(start + 0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  // Screenshots for review, wide and at phone width: what a person sees with the source open
  // (not full-page: the question box sticks to the bottom of the window).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await panel.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: test.info().outputPath(`assistant-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page, "/assistant")).toEqual([]);

  // The cited clips become a custom showreel in their study, which renders.
  await answer.getByRole("button", { name: /Make a showreel from these \d+ clips/ }).click();
  await expect(page).toHaveURL(/\/studies\/\d+\/showreels\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: `Bloom: ${SPLIT}` })).toBeVisible();
  await expect(page.getByTestId("showreel-status")).toContainText("Ready", { timeout: 60_000 });

  // The conversation opened again from the list of conversations (a link to its address): its
  // answer is formatted as it was (the server parsed it), and its citation chips open their sources.
  await page.goto("/assistant");
  const { pathname, search } = new URL(conversation);
  await page.getByRole("navigation", { name: "Conversations" }).locator(`a[href="${pathname}${search}"]`).click();
  await expect(page).toHaveURL(conversation);
  await ready(page, "AssistantChat");
  const reopened = page.getByTestId("answer").first();
  await expect(reopened.getByRole("heading").first()).toBeVisible();
  await expect(reopened.getByRole("listitem").first()).toContainText("split");
  await reopened.getByRole("button", { name: "Source 1", exact: true }).click();
  await expect(page.getByTestId("citation-panel")).toBeVisible();
});

test("Ask Bloom on a study's summary opens the assistant about that study", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/studies");
  await page
    .getByRole("link", { name: /Protein bar flavours/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Ask Bloom about this study" }).click();
  await expect(page).toHaveURL(/\/assistant\?study_id=\d+$/);
  await expect(page.getByText(/About Protein bar flavours.* only/)).toBeVisible();
  await ready(page, "AssistantChat");
  await ask(page, "Which flavour is too sweet?");
  const answer = page.getByTestId("answer").first();
  await expect(answer).toContainText("Protein bar flavours", { timeout: 15_000 });
  await expect(answer).not.toContainText("Barista Oat");
});

test("without AI_ASSISTANT the assistant is not offered and its page is refused", async ({ page }) => {
  await signIn(page, "viewer@demo.test");
  await page.goto("/home");
  await expect(page.getByRole("link", { name: "AI assistant" })).toHaveCount(0);
  const response = await page.goto("/assistant");
  expect(response?.status()).toBe(403);
});

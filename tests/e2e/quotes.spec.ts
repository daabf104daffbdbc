import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/sign-in";

// Quotes and interviews: search with highlights → play a quote in its interview beside the
// transcript (the spoken sentence follows the video, a click seeks) → the segment's and the segment
// group's sections.

/** Signs in and answers the id of the admin's completed study titled `title`. */
async function signInToStudy(page: Page, title: string): Promise<number> {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@demo.test", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await page.request.get("/api/v3/studies?status=COMPLETED&limit=100", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await list.json()) as { data: { id: number; title: string }[] };
  const study = data.find((s) => s.title.startsWith(title));
  expect(study, `a completed study "${title}"`).toBeTruthy();
  return study!.id;
}

const quotesReady = (page: Page) => page.locator('astro-island[component-url*="/QuoteSearch."]:not([ssr])').waitFor();
const video = (page: Page) => page.locator("video");
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

// Three tests, not one journey: on a 2-core CI machine sharing Chromium with the other worker, the
// whole walk took just over the 30 s a test gets.
test("quotes search highlights matches, and the search and its mode survive a reload", async ({ page }) => {
  const studyId = await signInToStudy(page, "Protein bar flavours");
  await page.goto(`/studies/${studyId}/quotes`);
  await quotesReady(page);
  const quotes = page.locator("main ol > li article");
  const total = await quotes.count();
  expect(total).toBeGreaterThan(5);

  // Search: fewer quotes, every one with the word marked, the address in step.
  await page.getByRole("searchbox", { name: "Search quotes" }).fill("sweet");
  await expect(page).toHaveURL(/q=sweet/);
  await expect(async () => {
    const count = await quotes.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    const marks = await quotes
      .locator("blockquote")
      .evaluateAll((list) => list.map((b) => b.querySelector("mark")?.textContent));
    for (const mark of marks) expect(mark?.toLowerCase()).toMatch(/^sweet/);
  }).toPass();
  await expect(page.getByText(/best matches first/)).toBeVisible();

  // The search and its mode survive a reload (server-rendered from the address).
  await page.getByRole("combobox", { name: "Match" }).selectOption("phrase");
  await expect(page).toHaveURL(/search_mode=phrase/);
  await page.reload();
  await quotesReady(page);
  await expect(page.getByRole("searchbox", { name: "Search quotes" })).toHaveValue("sweet");
  await expect(page.getByRole("combobox", { name: "Match" })).toHaveValue("phrase");
  await expect(quotes.first().locator("mark")).toHaveText(/sweet/i);
});

test("a quote plays in its interview beside the transcript, which follows the video and seeks on click", async ({
  page,
}) => {
  const studyId = await signInToStudy(page, "Protein bar flavours");
  await page.goto(`/studies/${studyId}/quotes?q=sweet&search_mode=phrase`);
  await quotesReady(page);
  const quotes = page.locator("main ol > li article");

  // Play: the segment's interview page opens at the quote's start, beside the transcript.
  const time = (await quotes.first().locator("header p").nth(1).textContent())!;
  const [minutes, seconds] = time.split("–")[0]!.split(":").map(Number);
  await quotes.first().getByRole("link", { name: /Play/ }).click();
  await expect(page).toHaveURL(/\/study-segments\/\d+\/interviews\/\d+\?t=[\d.]+/);
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(minutes! * 60 + seconds!);
  await expect(page.locator('[aria-current="true"][data-chunk]')).toContainText(/sweet/i);

  // Playing moves the highlight along; a click on a later sentence seeks there.
  const sentences = page.locator("[data-chunk]");
  const last = sentences.last();
  await last.click();
  await expect(last).toHaveAttribute("aria-current", "true");
  await expect.poll(() => currentTime(page)).toBeGreaterThan(minutes! * 60 + seconds! + 5);
  // Keyboard: Enter on the first sentence seeks back to the start.
  await sentences.first().focus();
  await page.keyboard.press("Enter");
  await expect(sentences.first()).toHaveAttribute("aria-current", "true");
  await expect.poll(() => currentTime(page)).toBeLessThan(5);
});

test("a segment's and a segment group's pages show their sections", async ({ page }) => {
  const studyId = await signInToStudy(page, "Protein bar flavours");
  await page.goto(`/studies/${studyId}/summary`);
  const segmentLink = page.getByRole("region", { name: "Segments" }).locator('a[href^="/study-segments/"]').first();
  const base = (await segmentLink.getAttribute("href"))!.replace(/\/summary$/, "");
  const quotes = page.locator("main ol > li article");

  // The segment's sections.
  await page.goto(`${base}/details`);
  await expect(page.getByText("Market")).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible();
  await page.goto(`${base}/interviews`);
  await expect(page.getByText(/^\d+ interviews?$/)).toBeVisible();
  await page.goto(`${base}/objectives`);
  const question = page.locator("main ol li a").first();
  const questionTitle = (await question.textContent())!.trim();
  await question.click();
  await expect(page.getByRole("heading", { name: questionTitle })).toBeVisible();
  await page.goto(`${base}/summary`);
  await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
  await page.goto(`${base}/quotes?q=sweet`);
  await quotesReady(page);
  await expect(quotes.first().locator("mark")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Segment" })).toHaveCount(0);

  // The segment group covers its segments: its details show each audience, its quotes all of theirs.
  await page.locator('main a[href^="/study-segment-groups/"]').first().click();
  await expect(page).toHaveURL(/\/study-segment-groups\/\d+\/quotes/);
  await quotesReady(page);
  await page.goto(page.url().replace(/\/quotes.*$/, "/details"));
  await expect(page.getByText("Market")).toHaveCount(2);
  await page.getByRole("link", { name: "Interviews", exact: true }).click();
  await expect(page.getByText(/^\d+ interviews$/)).toBeVisible();
});

test("a study's summary and details link to its segments and segment groups", async ({ page }) => {
  const studyId = await signInToStudy(page, "Protein bar flavours");
  await page.goto(`/studies/${studyId}/summary`);
  const segments = page.getByRole("region", { name: "Segments" });
  const segment = segments.locator('a[href^="/study-segments/"]').first();
  const segmentTitle = (await segment.textContent())!.trim();
  await expect(segment.locator("xpath=..")).toContainText(/\d+ interviews?/);
  await segment.click();
  await expect(page).toHaveURL(/\/study-segments\/\d+\/summary$/);
  await expect(page.getByRole("heading", { level: 2, name: `Segment: ${segmentTitle}` })).toBeVisible();

  await page.goto(`/studies/${studyId}/details`);
  const group = page.getByRole("region", { name: "Segments" }).locator('a[href^="/study-segment-groups/"]').first();
  const groupTitle = (await group.textContent())!.trim();
  await group.click();
  await expect(page).toHaveURL(/\/study-segment-groups\/\d+\/summary$/);
  await expect(page.getByRole("heading", { level: 2, name: `Segment group: ${groupTitle}` })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { messages } from "../../src/lib/messages";
import { DEMO_PASSWORD, signIn } from "./support/sign-in";
import { studyListReady } from "./support/study-list";

// The vertical slice: the study list (server-rendered, then its search island) and a study's details.

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@demo.test");
});

test("the study list filters by search and project, and the filters survive a reload", async ({ page }) => {
  await page.goto("/studies");
  await expect(page.getByRole("heading", { level: 1, name: "Studies" })).toBeVisible();
  await studyListReady(page);
  const cards = page.locator("main ul li a");
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(10);

  // Search narrows the list and lands in the address bar.
  const firstTitle = (await cards.first().locator("h3").textContent())!.trim();
  const word = firstTitle.split(/\s+/).find((w) => w.length > 4)!;
  await page.getByRole("searchbox", { name: "Search studies" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  // The previous page stays on screen until the filtered one arrives (placeholder data): wait for it.
  await expect(async () => {
    const titles = await cards.locator("h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(total);
    for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
  }).toPass();
  const found = await cards.count();

  await page.reload();
  await studyListReady(page);
  await expect(page.getByRole("searchbox", { name: "Search studies" })).toHaveValue(word);
  await expect(cards).toHaveCount(found);

  // A project filter shows only that project's studies.
  await page.getByRole("searchbox", { name: "Search studies" }).fill("");
  const project = page.getByLabel("Project");
  const projectName = (await project.locator("option").nth(1).textContent())!.trim();
  await project.selectOption({ label: projectName });
  await expect(page).toHaveURL(/project_id=\d+/);
  await expect(async () => {
    const metas = await page.locator("main ul li a p").filter({ hasText: "·" }).allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas.filter((m) => !/interviews/.test(m))) expect(meta).toContain(projectName);
  }).toPass();
});

test("a search with no match shows the empty state, and clearing brings the studies back", async ({ page }) => {
  await page.goto("/studies?q=zzzz-no-such-study");
  await studyListReady(page);
  await expect(page.getByRole("heading", { name: "No studies match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.locator("main ul li a").first()).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);
});

test("a study's details show its status, audience and design", async ({ page }) => {
  await page.goto("/studies?status=COMPLETED");
  const card = page.locator("main ul li a").first();
  await expect(card).toBeVisible();
  const title = (await card.locator("h3").textContent())!.trim();
  const href = (await card.getAttribute("href"))!;
  await page.goto(href.replace(/\/summary$/, "/details"));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  const facts = page.getByRole("region", { name: "Study details" });
  await expect(facts.getByText("Participants")).toBeVisible();
  await expect(facts.getByText(/^8 of \d+$/)).toBeVisible();
  await expect(facts.getByText("Interview method")).toBeVisible();
  const design = page.getByRole("region", { name: "Study design" });
  await expect(design.getByRole("listitem").first()).toContainText(/\d+ questions?/);
});

test("an unknown study answers the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/studies/987654321/details");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});

test("each person's study list page is rendered from their own access, whoever loaded the list before", async ({
  page,
  browser,
}) => {
  // The admin (beforeEach) loads the full list first; then a viewer with selected projects loads hers.
  await page.goto("/studies");
  await studyListReady(page);
  const adminTitles = await page.locator("main ul li a h3").allTextContents();
  const viewer = await browser.newContext();
  const viewerPage = await viewer.newPage();
  const login = await viewerPage.request.post("/api/auth/login", {
    data: { email: "viewer@demo.test", password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const visible = (await (
    await viewerPage.request.get("/api/v3/studies?limit=100", { headers: { authorization: `Bearer ${access_token}` } })
  ).json()) as { data: { title: string }[] };
  // The server's HTML itself (before any script runs) must list exactly what the API lets her see.
  const html = await (await viewerPage.request.get("/studies")).text();
  const served = [...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  expect(served.sort()).toEqual(visible.data.map((s) => s.title).sort());
  expect(served.length).toBeLessThan(adminTitles.length);
  await viewer.close();
});

// Who may rename is the server's rule (mayRename, 001 §6), tested with every permission in the API
// tests; here the admin's (UPDATE_STUDY) and the viewer's pages.
test("a study is renamed from its details; a viewer gets no Rename", async ({ page, context }) => {
  await page.goto("/studies");
  await studyListReady(page);
  // A started study (a draft's card opens the wizard instead).
  await page.locator('main ul li a:not([href*="/edit"])').first().click();
  await page.getByRole("link", { name: "Details", exact: true }).click();
  await page.locator('astro-island[component-url*="/RenameStudy."]:not([ssr])').waitFor();
  const heading = page.getByRole("heading", { level: 1 });
  const original = (await heading.textContent())!.trim();
  const rename = async (title: string) => {
    await page.getByRole("button", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename the study" });
    await dialog.getByLabel("Study title").fill(title);
    await dialog.getByRole("button", { name: "Save" }).click();
    return dialog;
  };
  // A blank title is refused with the spec's words, and nothing changes.
  const dialog = await rename("   ");
  await expect(dialog.getByText(messages.required)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(heading).toHaveText(original);
  // A real one is saved: the page shows it after its reload, and it is put back.
  const renamed = `${original} (renamed)`;
  await rename(renamed);
  await expect(heading).toHaveText(renamed);
  await rename(original);
  await expect(heading).toHaveText(original);

  await context.clearCookies();
  await signIn(page, "viewer@demo.test");
  await page.goto("/studies");
  await studyListReady(page);
  // A started study (a draft's card opens the wizard instead).
  await page.locator('main ul li a:not([href*="/edit"])').first().click();
  await page.getByRole("link", { name: "Details", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename" })).toHaveCount(0);
});

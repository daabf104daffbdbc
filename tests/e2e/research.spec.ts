import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { studyListReady } from "./support/study-list";

// From the study list to a study's summary, its insights (filtered) and an insight with
// its server-drawn chart; the same on a project; another client's study is not found.

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@demo.test");
});

/** Opens the first completed study of a project through the study list's project filter. */
async function openStudyFromList(page: Page): Promise<string> {
  await page.goto("/studies");
  await studyListReady(page);
  const project = "Oat Drinks Relaunch 2025";
  await page.getByLabel("Project").selectOption({ label: project });
  await expect(page).toHaveURL(/project_id=\d+/);
  // The previous page stays on screen until the filtered one arrives: wait for it.
  await expect(async () => {
    const metas = await page.locator("main ul li a p").filter({ hasText: "·" }).allTextContents();
    const projectLines = metas.filter((m) => !/interviews/.test(m));
    expect(projectLines.length).toBeGreaterThan(0);
    for (const meta of projectLines) expect(meta).toContain(project);
  }).toPass();
  const card = page.locator("main ul li a").filter({ hasText: "Completed" }).first();
  await expect(card).toBeVisible();
  const title = (await card.locator("h3").textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/studies\/\d+\/summary$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return title;
}

test("study list → project filter → summary → an insight with its chart", async ({ page }) => {
  await openStudyFromList(page);
  await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Key takeaways" }).getByRole("listitem").first()).toBeVisible();
  const questions = page.getByRole("region", { name: "Business questions" });
  await expect(questions.getByText("Business question 1")).toBeVisible();

  const insightLink = questions
    .getByRole("list", { name: /^Insights:/ })
    .getByRole("link")
    .first();
  const insightTitle = (await insightLink.textContent())!.trim();
  await insightLink.click();
  await expect(page).toHaveURL(/\/insights\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: insightTitle })).toBeVisible();

  const chart = page.getByRole("img", { name: /\d+ answers/ }).first();
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
  await expect(page.locator("figure.chart table").first()).toBeAttached();
  await expect(
    page
      .getByRole("region", { name: "Quotes" })
      .getByRole("link", { name: /Watch at \d+:\d\d/ })
      .first(),
  ).toBeVisible();
});

test("the insights list filters by business question and search, and the filter survives opening an insight", async ({
  page,
}) => {
  await openStudyFromList(page);
  await page.getByRole("navigation", { name: "Study sections" }).getByRole("link", { name: "Insights" }).click();
  const count = page.getByRole("status").filter({ hasText: /insights?$/ });
  await expect(count).toHaveText("3 insights");

  const select = page.getByLabel("Business question");
  const question = (await select.locator("option").nth(1).textContent())!.trim();
  await select.selectOption({ label: question });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/objective_id=\d+/);
  await expect(count).toHaveText("1 insight");
  await expect(page.locator("main ul li").first()).toContainText(question);

  await page.locator("main ul li h3 a").first().click();
  await expect(page).toHaveURL(/\/insights\/\d+\?objective_id=\d+/);
  await page.getByRole("link", { name: "← All insights" }).click();
  await expect(page).toHaveURL(/\/insights\?objective_id=\d+/);
  await expect(select).toHaveValue(/\d+/);

  await page.getByLabel("Search").fill("zzz-nothing");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No insights match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(count).toHaveText("3 insights");
});

test("client_id and the insights filters survive navigation for a member of two clients", async ({ page }) => {
  await signIn(page, "consultant@demo.test");
  const login = await page.request.post("/api/auth/login", {
    data: { email: "consultant@demo.test", password: "Demo-pass-1" },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const clients = (await (await page.request.get("/api/user/clients", { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const lumen = clients.data.find((c) => c.name.startsWith("Lumen"))!;
  const listed = await page.request.get(`/api/v3/studies?client_id=${lumen.id}&status=COMPLETED&limit=1`, { headers });
  const study = ((await listed.json()) as { data: { id: number }[] }).data[0]!;

  await page.goto(`/studies/${study.id}/insights?client_id=${lumen.id}`);
  await page.getByLabel("Business question").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`client_id=${lumen.id}&objective_id=\\d+`));
  await page.locator("main ul li h3 a").first().click();
  await expect(page).toHaveURL(new RegExp(`/insights/\\d+\\?client_id=${lumen.id}&objective_id=\\d+`));
  await expect(page.getByRole("img", { name: /\d+ answers/ }).first()).toBeVisible();
  await page.getByRole("link", { name: "← All insights" }).click();
  await expect(page).toHaveURL(new RegExp(`/insights\\?client_id=${lumen.id}&objective_id=\\d+`));
});

test("a project shows its studies, business questions and insights", async ({ page }) => {
  await page.goto("/projects");
  await page.getByRole("link", { name: "Oat Drinks Relaunch 2025" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Oat Drinks Relaunch 2025" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Studies" }).getByRole("listitem")).not.toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: "Business questions" })
      .getByText(/Business question 1/)
      .first(),
  ).toBeVisible();
  await page.getByRole("navigation", { name: "Project sections" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("status").filter({ hasText: /insights$/ })).toHaveText(/^\d+ insights$/);
  await page.locator("main ul li h3 a").first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/insights\/\d+$/);
  await expect(page.getByRole("img", { name: /\d+ answers/ }).first()).toBeVisible();
});

test("another client's study and insight are not found", async ({ page, request }) => {
  // The consultant's other client (Lumen Bank) owns studies the admin may not see.
  const login = await request.post("/api/auth/login", {
    data: { email: "consultant@demo.test", password: "Demo-pass-1" },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const clients = await request.get("/api/user/clients", { headers: { authorization: `Bearer ${token}` } });
  const lumen = ((await clients.json()) as { data: { id: number; name: string }[] }).data.find((c) =>
    c.name.startsWith("Lumen"),
  )!;
  const studies = await request.get(`/api/v3/studies?client_id=${lumen.id}&status=COMPLETED&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const foreign = ((await studies.json()) as { data: { id: number }[] }).data[0]!;
  for (const path of [`/studies/${foreign.id}/summary`, `/studies/${foreign.id}/insights`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  }
});

import { expect, test } from "@playwright/test";

test("an unknown page answers 404 with the spec's text", async ({ page }) => {
  const response = await page.goto("/no-such-page-e2e-smoke");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
});

test("the health check answers 200 JSON with the database ok", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = (await response.json()) as { data: { status: string; database: { ok: boolean } } };
  expect(body.data.database.ok).toBe(true);
  expect(body.data.status).toBe("ok");
});

test("an unknown API path answers 404 JSON", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint-e2e-smoke");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe("string");
});

test("the product's name and mark: on the sign-in page, in the title and as the favicon", async ({ page, request }) => {
  await page.goto("/auth/login");
  const brand = page.getByRole("banner").getByRole("link", { name: "Fieldnote" });
  await expect(brand).toBeVisible();
  await expect(brand.locator("svg")).toBeVisible();
  await expect(page).toHaveTitle("Log in · Fieldnote");
  const icon = await request.get((await page.locator("link[rel=icon]").getAttribute("href"))!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toContain("<svg");
});

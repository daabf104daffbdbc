import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The profile screen (000 §2): the person's fields, saved and shown again after a reload.
test("the profile shows the account and saves a changed job title", async ({ page }) => {
  await signIn(page, "viewer@demo.test");
  await page.goto("/profile");
  await page.locator('astro-island[component-url*="/ProfileForm."]:not([ssr])').waitFor();
  await expect(page.getByLabel("Email")).toHaveValue("viewer@demo.test");
  await expect(page.getByLabel("Role")).not.toHaveValue("");

  const title = `Insight lead ${Date.now() % 10_000}`;
  await page.getByLabel("Job title").fill(title);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Job title")).toHaveValue(title);
});

test("an empty first name is refused with the spec's message and focused", async ({ page }) => {
  await signIn(page, "viewer@demo.test");
  await page.goto("/profile");
  await page.locator('astro-island[component-url*="/ProfileForm."]:not([ssr])').waitFor();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("This value is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toBeFocused();
});

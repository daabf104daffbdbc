import { expect, type Page, test } from "@playwright/test";
import { DEMO_INVITATION_EMAIL, DEMO_INVITATION_TOKEN } from "@/server/demo/demo-logins";
import { axeViolations } from "./support/axe";

// Registration from an invitation link (000 §5), as the invited person uses it. The seed
// gives one pending invitation a documented token (scripts/seed/demo-logins.ts); this test uses it
// up, so it runs once per seeded database.

const invitationLink = (token: string) => `/auth/register?hash=${encodeURIComponent(token)}`;
const refused = "This invitation link is no longer valid.";

/** Opens the register page and waits for its island, else a click would submit the bare HTML form. */
async function openRegister(page: Page, token: string) {
  await page.goto(invitationLink(token));
  await expect(page.locator('astro-island[component-url*="/RegisterForm."]:not([ssr])')).toBeAttached();
}

test("an unknown invitation link says it is no longer valid", async ({ page }) => {
  await openRegister(page, "not-an-invitation-token-0000000000000000000");
  await expect(page.getByRole("alert")).toHaveText(refused);
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("an invited person registers from the link, is signed in, and the link is used up", async ({ page }) => {
  const password = "Invited-pass-7";
  await openRegister(page, DEMO_INVITATION_TOKEN);
  // The address comes from the invitation and cannot be changed.
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue(DEMO_INVITATION_EMAIL);
  await expect(email).toHaveAttribute("readonly", "");
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByLabel("First name").fill("Ida");
  await page.getByLabel("Last name").fill("Kjær");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(`${password}x`);
  await page.getByRole("checkbox", { name: /terms of service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#field-password_confirmation-error")).toHaveText("Password does not match");
  await expect(page.getByLabel("Repeat password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/auth\/register\?hash=/);

  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("button", { name: "Ida Kjær, user menu" })).toBeVisible();
  // A first visit is welcomed, not welcomed back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ida");

  // Signed out, the same link is refused: the invitation has been accepted.
  await page.goto("/auth/logout");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await openRegister(page, DEMO_INVITATION_TOKEN);
  await expect(page.getByRole("alert")).toHaveText(refused);
  await expect(page.getByLabel("Email")).toHaveValue("");

  // The new account signs in with the password chosen at registration.
  await page.goto("/auth/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByLabel("Email").fill(DEMO_INVITATION_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ida");
});

test("a self-registered person gets a workspace named after their team, a welcome and a way to start", async ({
  page,
}) => {
  await page.goto("/auth/register");
  await expect(page.locator('astro-island[component-url*="/RegisterForm."]:not([ssr])')).toBeAttached();
  await page.getByLabel("Email").fill(`jo.${Date.now()}@example.test`);
  await page.getByLabel("First name").fill("Jo");
  await page.getByLabel("Last name").fill("Urney");
  await page.getByLabel("Company or department (optional)").fill("Travel research");
  await page.getByLabel("Password", { exact: true }).fill("Journey-pass-7");
  await page.getByLabel("Repeat password").fill("Journey-pass-7");
  await page.getByRole("checkbox", { name: /terms of service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Jo");
  await expect(page.getByText("You're working in Travel research.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Run your first study" })).toBeVisible();
  expect(await axeViolations(page, "/home on a first visit")).toEqual([]);
  await page.getByRole("link", { name: "Create from a template" }).click();
  await expect(page).toHaveURL(/\/studies\/create$/);
});

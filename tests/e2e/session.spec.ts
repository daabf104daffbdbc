import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { studySearch } from "./support/study-list";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/sign-in";

// The browser session (000 §4, §8) and the sign-in screens, as a person uses them.

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  // Wait for the form's island to hydrate, else the click would submit the bare HTML form.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("signing in through the form lands on redirect_url, and a reload stays signed in", async ({ page }) => {
  await page.goto("/auth/login?redirect_url=%2Fstudies%3Fq%3D");
  await logIn(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/studies/);
  await expect(page.locator("main ul li a").first()).toBeVisible();

  // The token is in memory only: after a reload the session refreshes (on load once SessionBoot is
  // mounted, else before the first API call) and the island's call goes through with it.
  const refreshes: number[] = [];
  page.on("response", (r) => r.url().includes("/api/auth/refresh_token") && refreshes.push(r.status()));
  await page.reload();
  await expect(page).toHaveURL(/\/studies/);
  const studies = page.waitForResponse((r) => r.url().includes("/api/v3/studies"));
  await (await studySearch(page)).fill("oat");
  expect((await studies).status()).toBe(200);
  // The previous page's own load refresh may still land after the listener is attached.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
});

test("an off-site redirect_url is not followed", async ({ page }) => {
  await page.goto("/auth/login?redirect_url=%2F%2Fevil.example%2F");
  await logIn(page, "viewer@demo.test");
  await expect(page).toHaveURL(/\/home$/);
});

test("a wrong password shows the spec's message", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, "admin@demo.test", "not-the-password-1!");
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password. Please try again.");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("empty fields say 'This value is required' and the first one takes focus", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("This value is required")).toHaveCount(2);
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("an expired token is refreshed silently before the next call", async ({ page }) => {
  await page.clock.install();
  await page.goto("/auth/login?redirect_url=%2Fstudies");
  await logIn(page, "admin@demo.test");
  await expect(page.locator("main ul li a").first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  // 15 minutes later (the token lives 15; the 10 s margin makes it expired already).
  await page.clock.fastForward("15:00");
  const refreshed = page.waitForResponse((r) => r.url().includes("/api/auth/refresh_token"));
  const studies = page.waitForResponse((r) => r.url().includes("/api/v3/studies"));
  await (await studySearch(page)).fill("snack");
  expect((await refreshed).status()).toBe(200);
  expect((await studies).status()).toBe(200);
  await expect(page).toHaveURL(/\/studies/);
});

test("two tabs loading at once both stay signed in", async ({ page, context }) => {
  await page.goto("/auth/login");
  await logIn(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/home/);
  const other = await context.newPage();
  const answers: number[] = [];
  for (const tab of [page, other])
    tab.on("response", (r) => r.url().includes("/api/auth/refresh_token") && answers.push(r.status()));
  await Promise.all([page.goto("/studies"), other.goto("/studies")]);
  // Both tabs refresh on load and call the API at once; the cross-tab lock serialises the refreshes,
  // so none of them presents a rotated token and every one succeeds.
  const studies = [page, other].map((tab) => tab.waitForResponse((r) => r.url().includes("/api/v3/studies")));
  const [search, otherSearch] = await Promise.all([studySearch(page), studySearch(other)]);
  await Promise.all([search.fill("oat"), otherSearch.fill("oat")]);
  for (const answer of await Promise.all(studies)) expect(answer.status()).toBe(200);
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
  expect(answers.every((status) => status === 200)).toBe(true);
  await other.reload();
  await expect(other).toHaveURL(/\/studies/);
});

test("logout ends the session and shows the login page", async ({ page }) => {
  await page.goto("/auth/login");
  await logIn(page, "viewer@demo.test");
  await expect(page).toHaveURL(/\/home/);
  await page.goto("/auth/logout");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/studies");
  await expect(page).toHaveURL(/\/auth\/login\?redirect_url=%2Fstudies/);
});

// The server sends over SMTP to the catcher that playwright.config.ts runs (E2E_MAIL_DIR); its
// fallback without SMTP, DATA_DIR/outbox, must stay empty.
const mailDir = () => process.env.E2E_MAIL_DIR!;
const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");
const emlFiles = (folder: string) => {
  try {
    return readdirSync(folder).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
};

/** The newest email the SMTP catcher received that is not in `seen`, decoded from quoted-printable. */
function newestMail(seen: string[]): string {
  const files = emlFiles(mailDir()).filter((f) => !seen.includes(f));
  expect(files.length).toBeGreaterThan(0);
  const newest = files.sort(
    (a, b) => statSync(path.join(mailDir(), b)).mtimeMs - statSync(path.join(mailDir(), a)).mtimeMs,
  )[0]!;
  return readFileSync(path.join(mailDir(), newest), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function resetPasswordByMail(page: Page, email: string, password: string) {
  await page.goto("/auth/forgot_password");
  const seen = emlFiles(mailDir());
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  let link = "";
  await expect(async () => {
    const mail = newestMail(seen);
    expect(mail).toContain(email);
    link = /\/auth\/reset_password\/[^\s"'<>]+/.exec(mail)![0];
  }).toPass({ timeout: 10_000 });
  expect(emlFiles(outbox()), "the mail went over SMTP, not into DATA_DIR/outbox").toEqual([]);
  await page.goto(link.replace(/&amp;/g, "&"));
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
  // The link knows its account: the email is shown, filled in and not editable.
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Repeat new password").fill("different");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("#field-password-error")).toHaveText(
    "At least 8 characters including 1 letter, 1 number and 1 symbol",
  );
  await expect(page.locator("#field-password_confirmation-error")).toHaveText("Password does not match");
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?reset_password_success=true/);
  await expect(page.getByRole("status")).toContainText("password has been reset");
}

test("forgot password → email over SMTP → reset → sign in with the new password", async ({ page }) => {
  // The one demo user no other test signs in as: tests run in parallel, and for a moment this
  // user's password is not the demo password.
  const email = "producer@demo.test";
  await resetPasswordByMail(page, email, "New-pass-2024!");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password. Please try again.");
  await logIn(page, email, "New-pass-2024!");
  await expect(page).toHaveURL(/\/home/);
  // Put the demo password back for everyone else.
  await page.context().clearCookies();
  await resetPasswordByMail(page, email, DEMO_PASSWORD);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home/);
});

test("a consultant switches client", async ({ page }) => {
  await page.goto("/auth/login?redirect_url=%2Fclient");
  await logIn(page, "consultant@demo.test");
  await expect(page).toHaveURL(/\/client/);
  const current = page.locator('button[aria-current="true"]');
  await expect(current).toContainText("Northwind Foods");
  await page.getByRole("button", { name: /Lumen Bank/ }).click();
  await expect(page).toHaveURL(/\/home\?client_id=\d+/);
  await page.goto("/client");
  await expect(page.locator('button[aria-current="true"]')).toContainText("Lumen Bank");
  // The choice is remembered for this tab and survives the page-load refresh.
  expect(await page.evaluate(() => sessionStorage.getItem("client_id"))).toMatch(/^\d+$/);
});

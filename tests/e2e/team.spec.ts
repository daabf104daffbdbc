import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { messages } from "@/lib/messages";
import { invitationLinkTo } from "./support/mailbox";
import { DEMO_PASSWORD, signIn } from "./support/sign-in";

// The admin manages the team on /users, and what a member sees follows. Every test makes
// its own people (emails unique per run), invited by the demo admin and mailed over real SMTP.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const emailFor = (who: string) => `${who}-${run}@e2e.test`;
const PROJECT = "Snacking Innovation";

/** The demo admin's API session: a bearer token and the current client's id. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { email: "admin@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const user = await (await request.get("/api/user", { headers })).json();
  return { headers, clientId: user.data.client.id as number };
}

/** Invites `email` as a Viewer seeing all projects (through the API), registers from the mail's link, returns the name. */
async function memberWithAccount(request: APIRequestContext, email: string, name: string) {
  const { headers, clientId } = await adminApi(request);
  const roles = await (await request.get(`/api/client/${clientId}/suggestions/roles?q=Viewer`, { headers })).json();
  const invite = await request.post(`/api/client/${clientId}/invite_users`, {
    headers,
    data: { emails: email, role_id: roles.data[0].id, access: { type: "ALL" } },
  });
  expect(invite.status()).toBe(200);
  const hash = new URLSearchParams((await invitationLinkTo(email)).split("?")[1]).get("hash");
  const body = {
    hash,
    name,
    surname: "Tester",
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    terms: true,
  };
  expect((await request.post("/api/auth/register", { data: body })).status()).toBe(200);
  return `${name} Tester`;
}

/** The admin on /users with the team island live. */
async function openTeam(page: Page) {
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "User management" })).toBeVisible();
  await page.locator('astro-island[component-url*="/TeamManager."]:not([ssr])').waitFor();
}

/** The member table's row of `email`, found with the search box. */
async function rowOf(page: Page, email: string) {
  await page.getByRole("searchbox", { name: /Search members/ }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(page.getByRole("row")).toHaveCount(2);
  return row;
}

/** A second person in their own browser context, signed in. */
async function memberPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The projects of the study cards on /studies. */
async function studyProjects(page: Page) {
  await page.goto("/studies");
  await page.locator('astro-island[component-url*="/StudyList."]:not([ssr])').waitFor();
  const metas = await page.locator("main ul li a h3 + p").allTextContents();
  return metas.map((meta) => meta.split(" · ")[0]!.trim());
}

test("invite → the mail arrives → register from its link → the admin sees the member Active", async ({
  page,
  browser,
}) => {
  const email = emailFor("invitee");
  await signIn(page, "admin@demo.test");
  await openTeam(page);
  // Every column sorts; the sorted header says so.
  const emailHeader = page.getByRole("columnheader", { name: "Email" });
  await emailHeader.getByRole("button").click();
  await expect(emailHeader).toHaveAttribute("aria-sort", "ascending");
  await emailHeader.getByRole("button").click();
  await expect(emailHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("row").nth(1)).not.toContainText("admin@demo.test");
  const seatsLine = page.getByText(/seats? available$/).first();
  const seatsBefore = Number((await seatsLine.textContent())!.split(" ")[0]);

  await page.getByRole("button", { name: "Invite users" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite users" });
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  await expect(dialog.getByText(messages.required)).toHaveCount(2);
  await dialog.getByLabel("New people").fill("not-an-address, viewer@demo.test, bad@");
  await dialog.getByLabel("Role").selectOption({ label: "Viewer" });
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  // Every bad address at once, in the API's words, under the field it belongs to.
  const emailErrors = dialog.locator(".field-error").filter({ hasText: "not-an-address" });
  await expect(emailErrors).toContainText(messages.notAValidEmail("not-an-address"));
  await expect(emailErrors).toContainText(messages.accountExistsFor("viewer@demo.test"));
  await expect(emailErrors).toContainText(messages.notAValidEmail("bad@"));
  await expect(dialog.getByLabel("New people")).toHaveAttribute("aria-describedby", /-emails-error/);
  await dialog.getByLabel("New people").fill(email);
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "1 invitation sent" }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // A pending invitation takes a seat.
  await expect(page.getByText(messages.seatsAvailable(seatsBefore - 1)).first()).toBeVisible();
  await expect(await rowOf(page, email)).toContainText("Pending");

  const link = await invitationLinkTo(email);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.locator('astro-island[component-url*="/RegisterForm."]:not([ssr])').waitFor();
  await expect(invitee.getByLabel("Email")).toHaveValue(email);
  await invitee.getByLabel("First name").fill("Nora");
  await invitee.getByLabel("Last name").fill("Invited");
  await invitee.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByLabel("Repeat password").fill(DEMO_PASSWORD);
  await invitee.getByRole("checkbox", { name: /terms of service/ }).check();
  await invitee.getByRole("button", { name: "Create account" }).click();
  await expect(invitee).toHaveURL(/\/home$/);

  await openTeam(page);
  const row = await rowOf(page, email);
  await expect(row).toContainText("Nora Invited");
  await expect(row).toContainText("Active");
});

test("editing a member's access changes their study list; revoking a project takes it away", async ({
  page,
  browser,
  request,
}) => {
  const email = emailFor("edited");
  const name = await memberWithAccount(request, email, "Edda");
  const member = await memberPage(browser, email);
  const before = await studyProjects(member);
  expect(new Set(before).size).toBeGreaterThan(1);

  await signIn(page, "admin@demo.test");
  await openTeam(page);
  const edit = (await rowOf(page, email)).getByRole("button", { name: `Edit access: ${name}` });
  // Keyboard: Enter opens the dialog, Escape closes it (nothing changed) and focus comes back.
  await edit.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit user access" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await dialog.getByLabel("Selected projects").check();
  await dialog.getByRole("checkbox", { name: PROJECT }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(PROJECT);

  const after = await studyProjects(member);
  expect(after.length).toBeGreaterThan(0);
  expect(after.length).toBeLessThan(before.length);
  expect(new Set(after)).toEqual(new Set([PROJECT]));

  await page.getByRole("button", { name: `Revoke access: ${name}` }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke access" });
  await expect(revoke.getByLabel("Project")).toHaveValue(/\d+/);
  await expect(revoke).toContainText(messages.revokeConfirm(email, PROJECT));
  await revoke.getByRole("button", { name: "Revoke access" }).click();
  await expect(page.getByText(messages.revokeDone(email, PROJECT))).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("No projects");
  expect(await studyProjects(member)).toEqual([]);
});

test("a removed member is refused on their next request", async ({ page, browser, request }) => {
  const email = emailFor("removed");
  const name = await memberWithAccount(request, email, "Rune");
  const member = await memberPage(browser, email);
  expect((await studyProjects(member)).length).toBeGreaterThan(0);

  await signIn(page, "admin@demo.test");
  await openTeam(page);
  await (await rowOf(page, email)).getByRole("button", { name: `Remove user: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove user" });
  await expect(dialog).toContainText(messages.removeUserConfirm(name));
  await dialog.getByRole("button", { name: "Remove user" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No members match “${email}”.`)).toBeVisible();

  // Signed in before the removal, the member's next page and API call are refused.
  const response = await member.goto("/studies");
  expect(member.url().includes("/auth/login") || response!.status() >= 400).toBe(true);
  const call = await member.request.get("/api/v3/studies");
  expect([401, 403]).toContain(call.status());
});

test("resending an invitation mails a new link and the old one stops working", async ({ page, browser, request }) => {
  const email = emailFor("resent");
  const { headers, clientId } = await adminApi(request);
  const roles = await (await request.get(`/api/client/${clientId}/suggestions/roles?q=Viewer`, { headers })).json();
  const invite = await request.post(`/api/client/${clientId}/invite_users`, {
    headers,
    data: { emails: email, role_id: roles.data[0].id, access: { type: "NONE" } },
  });
  expect(invite.status()).toBe(200);
  const first = await invitationLinkTo(email, 1);

  await signIn(page, "admin@demo.test");
  await openTeam(page);
  await (await rowOf(page, email)).getByRole("button", { name: `Resend invitation: ${email}` }).click();
  await expect(page.getByText(`The invitation has been sent again to ${email}`)).toBeVisible();
  const second = await invitationLinkTo(email, 2);
  expect(second).not.toBe(first);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(first);
  await invitee.locator('astro-island[component-url*="/RegisterForm."]:not([ssr])').waitFor();
  await expect(invitee.getByRole("alert")).toHaveText("This invitation link is no longer valid.");
  await invitee.goto(second);
  await invitee.locator('astro-island[component-url*="/RegisterForm."]:not([ssr])').waitFor();
  await expect(invitee.getByLabel("Email")).toHaveValue(email);
});

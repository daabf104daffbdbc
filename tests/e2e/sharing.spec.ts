import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api-as";
import { ready } from "./support/islands";
import { signIn } from "./support/sign-in";

// End to end: a researcher protects a reel with a password in the Share dialog; a stakeholder
// opens the link signed out, gets the password page, types a wrong then the right password and
// watches (the view is counted in the editor); an expired link answers the spec's 404.

const MISSING = "The specified showreel doesn't exist, or isn't published";
const PASSWORD = "board-only-2030";

interface Reel {
  id: number;
  study_id: number;
  status: string;
  title: string;
}

test("a password-protected share link: password page, wrong then right password, the reel plays; expiry gives the 404", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "admin@demo.test");
  const api = await apiAs(page);
  // A rendered reel of the demo data, published (publishing twice keeps the first link).
  const { data: reels } = await api<{ data: Reel[] }>("GET", "/v3/showreels?limit=20");
  let reel = reels[0]!;
  await api("POST", "/v1/public/published_showreels", { showreel_id: reel.id });
  await expect
    .poll(async () => (reel = (await api<{ data: Reel }>("GET", `/v3/showreels/${reel.id}`)).data).status, {
      timeout: 60_000,
    })
    .toBe("READY");

  await page.goto(`/studies/${reel.study_id}/showreels/${reel.id}`);
  await ready(page, "ShowreelEditor");
  await page.getByRole("button", { name: "Share links…" }).click();
  const dialog = page.getByRole("dialog", { name: "Share showreel" });
  const form = dialog.getByRole("form", { name: "New share link" });
  await form.getByLabel("Name").fill("Board");
  await form.getByLabel("Password (optional)").fill(PASSWORD);
  await form.getByRole("button", { name: "Create link" }).click();
  const board = dialog.getByRole("listitem", { name: "Board" });
  await expect(board).toContainText("Password protected");
  await expect(board).toContainText("Active");
  const address = await board.getByLabel("Link for Board").inputValue();
  expect(address).toMatch(/\/public\/showreels\/v3\/[A-Za-z0-9_-]{22}$/);
  // The plain link no longer opens the reel, so the editor stops offering it.
  const bar = page.getByRole("region", { name: "Sharing" });
  await expect(bar).toContainText("Shared through named links only (1 active link)");
  await expect(bar.getByRole("textbox", { name: "Public link" })).toHaveCount(0);

  // A stakeholder, signed out, in a fresh browser context.
  const viewer = await browser.newContext();
  const watch = await viewer.newPage();
  const locked = await watch.goto(address);
  expect(locked?.status()).toBe(401);
  await expect(watch.getByRole("heading", { name: "This showreel is protected" })).toBeVisible();
  await expect(watch.getByText(reel.title)).toHaveCount(0);
  await watch.getByLabel("Password").fill("not-the-password");
  await watch.getByRole("button", { name: "Watch" }).click();
  await expect(watch.getByRole("alert")).toHaveText("That password is not right. Check it and try again.");
  await watch.getByLabel("Password").fill(PASSWORD);
  await watch.getByRole("button", { name: "Watch" }).click();
  await expect(watch.getByRole("heading", { name: reel.title })).toBeVisible();
  const video = watch.locator("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(5);

  // The owner sets the link to expire in a moment; after it, the link answers the spec's 404.
  const linkId = address.split("/").pop()!;
  await api("PATCH", `/v1/share_links/${linkId}`, { expires_at: new Date(Date.now() + 3_000).toISOString() });
  await watch.waitForTimeout(3_500);
  const gone = await watch.reload();
  expect(gone?.status()).toBe(404);
  await expect(watch.getByText(MISSING)).toBeVisible();
  await viewer.close();

  await page.reload();
  await ready(page, "ShowreelEditor");
  await page.getByRole("button", { name: "Share links…" }).click();
  const expired = dialog.getByRole("listitem", { name: "Board" });
  await expect(expired).toContainText("Expired");
  // The 5 s watched above is one view, in the dialog and on the showreel's list row.
  await expect(expired.getByTestId("share-link-stats")).toContainText(/^1 view · 1 unique viewer · \d+ % watched/);
  await expect(expired.getByRole("img", { name: /Views per day, last 30 days: 1 view/ })).toBeVisible();

  // A second audience: an open link, then given a password from the dialog; its page now asks for it.
  await form.getByLabel("Name").fill("Agency");
  await form.getByRole("button", { name: "Create link" }).click();
  const agency = dialog.getByRole("listitem", { name: "Agency" });
  await expect(agency).toContainText("No password");
  await agency.getByRole("button", { name: "Password and expiry…" }).click();
  const settings = agency.getByRole("form", { name: "Settings of Agency" });
  await settings.getByLabel("Password (optional)").fill("ab");
  await settings.getByRole("button", { name: "Save" }).click();
  // Too short: said beside the field, nothing saved.
  await expect(settings.getByLabel("Password (optional)")).toHaveAttribute("aria-invalid", "true");
  await settings.getByLabel("Password (optional)").fill(PASSWORD);
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(agency).toContainText("Password protected");
  const agencyAddress = await agency.getByLabel("Link for Agency").inputValue();
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(agencyAddress))?.status()).toBe(401);
  await stranger.close();

  await page.goto(`/studies/${reel.study_id}/showreels`);
  const row = page.locator("a", { hasText: reel.title }).first();
  await expect(row).toContainText("1 view · 1 unique");
  await expect(row.getByRole("img", { name: /Views per day, last 30 days: 1 view/ })).toBeVisible();
});

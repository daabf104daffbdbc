import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The shell — header and menus by permission, the drawer, dialogs, error pages and the
// route rules (encoding tricks, open redirects).

const userMenu = (page: Page) => page.getByRole("button", { name: /user menu/ });
const menu = (page: Page) => page.getByRole("menu", { name: "User menu" });

/** Waits until an island has hydrated (Astro drops its ssr attribute), so a click reaches React. */
async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first()).toBeAttached();
}

async function openUserMenu(page: Page) {
  await page.goto("/home");
  await hydrated(page, "UserMenu");
  await userMenu(page).click();
  await expect(menu(page)).toBeVisible();
}

test.describe("menus per permission", () => {
  test("admin: User management, AI assistant, no client switcher", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await openUserMenu(page);
    await expect(menu(page).getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(menu(page).getByRole("menuitem", { name: "User management" })).toBeVisible();
    await expect(menu(page).getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expect(menu(page).getByRole("menuitem", { name: /Switch client/ })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI assistant" }),
    ).toBeVisible();
    // The first item has focus; arrows move, Escape closes and returns focus to the button.
    await expect(menu(page).getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu(page).getByRole("menuitem", { name: "User management" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(userMenu(page)).toBeFocused();
    // Nor the switch screen by its address: one client is not a choice.
    expect((await page.goto("/client"))!.status()).toBe(403);
  });

  test("researcher: AI assistant, no User management", async ({ page }) => {
    await signIn(page, "researcher@demo.test");
    await openUserMenu(page);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI assistant" }),
    ).toBeVisible();
    await expect(menu(page).getByRole("menuitem", { name: "User management" })).toHaveCount(0);
  });

  test("viewer: neither AI assistant nor User management, and /users is 403", async ({ page }) => {
    await signIn(page, "viewer@demo.test");
    await openUserMenu(page);
    await expect(page.getByRole("link", { name: "AI assistant" })).toHaveCount(0);
    await expect(menu(page).getByRole("menuitem", { name: "User management" })).toHaveCount(0);
    const response = await page.goto("/users");
    expect(response?.status()).toBe(403);
    expect(response?.statusText(), "the reason phrase, not 'OK'").toBe("Forbidden");
    await expect(page.getByRole("heading", { name: "You are not authorized to view this page" })).toBeVisible();
    await expect(page.getByText("403")).toBeVisible();
  });

  test("viewer: offered no way to create a study, in the header, the drawer or the pages; the server still refuses", async ({
    page,
  }) => {
    await signIn(page, "viewer@demo.test");
    for (const address of ["/home", "/studies"]) {
      await page.goto(address);
      await hydrated(page, "UserMenu");
      await expect(page.getByRole("button", { name: "Create study" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Create/ })).toHaveCount(0);
      await expect(page.locator('a[href^="/studies/create"]')).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1000, height: 800 });
    await hydrated(page, "BurgerDrawer");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Create study" })).toHaveCount(0);
    expect((await page.goto("/studies/create"))?.status()).toBe(403);
  });

  test("consultant: the client switcher with name and id links to /client", async ({ page }) => {
    await signIn(page, "consultant@demo.test");
    await openUserMenu(page);
    const switcher = menu(page).getByRole("menuitem", { name: /Client ID \d+/ });
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveAttribute("href", "/client");
  });

  test("Discover appears only with the discover flag cookie", async ({ page, context, baseURL }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/home");
    await expect(page.getByRole("link", { name: "Discover" })).toHaveCount(0);
    await context.addCookies([{ name: "enable_feature", value: "discover", url: baseURL! }]);
    await page.goto("/home");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Discover" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
    // Study ideas from the template library, each opening the wizard with its template.
    const recommended = page.getByRole("region", { name: "Recommended" });
    await expect(recommended.getByRole("listitem")).toHaveCount(7);
    await expect(recommended.getByRole("link").first()).toHaveAttribute("href", /^\/studies\/create\?template_id=\d+$/);
    // The suite's server has no content feed configured: the articles are the ones the demo seed ships.
    const articles = page.getByRole("region", { name: "Articles" });
    await expect(articles.getByRole("link")).toHaveCount(6);
    await expect(page.getByText("No content feed is set up for this portal yet.")).toHaveCount(0);
  });
});

test("the burger drawer at 1000 px holds the navigation, Create study and the user menu items", async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, "admin@demo.test");
  await page.goto("/home");
  await expect(userMenu(page)).toBeHidden();
  await hydrated(page, "BurgerDrawer");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  for (const name of ["Home", "Projects", "AI assistant", "Profile", "User management", "Logout"])
    await expect(drawer.getByRole("link", { name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer.getByRole("button", { name: "Create study" }).click();
  await expect(page.getByRole("dialog", { name: "Create study" })).toBeVisible();
  await expect(page.getByText("browse 20+ study templates")).toBeVisible();
});

test("Create study opens the two-option dialog; Escape and a click outside close it", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/home");
  await hydrated(page, "CreateStudyDialog");
  const open = page.getByRole("button", { name: "Create study" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Create study" });
  await expect(dialog.getByRole("link", { name: /Create with the AI assistant/ })).toHaveAttribute(
    "href",
    "/studies/create?ai=true",
  );
  await expect(dialog.getByRole("link", { name: /browse 20\+ study templates/ })).toHaveAttribute(
    "href",
    "/studies/create",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await page.mouse.click(10, 10); // the backdrop
  await expect(dialog).toBeHidden();
});

test("a dialog with unsaved changes asks before closing; the error string shows at the bottom", async ({ page }) => {
  await page.goto("/react/components");
  await hydrated(page, "DialogButton");
  await page.getByRole("button", { name: "Dialog with a form" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit user access" });
  await dialog.getByLabel("Name").fill("Changed");
  await page.keyboard.press("Escape");
  await expect(
    dialog.getByText("You have unsaved changes. Are you sure you want to close the dialog without saving the changes?"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("Changed");
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Close without saving" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Dialog with an error" }).click();
  await expect(page.getByRole("dialog", { name: "Invite users" }).getByRole("alert")).toHaveText(
    "The number of emails exceed the available seats.",
  );
});

test("the snackbar shows top right and hides after 1500 ms", async ({ page }) => {
  await page.goto("/react/snm");
  await hydrated(page, "SnackbarButtons");
  await hydrated(page, "Snackbar");
  await page.getByRole("button", { name: "Show success" }).click();
  const snackbar = page.getByRole("status").getByText("Changes saved");
  await expect(snackbar).toBeVisible();
  await expect(page.getByRole("status").getByLabel("Success")).toBeVisible();
  await expect(snackbar).toBeHidden({ timeout: 3000 });
});

test("a thin bar shows at the top while the next page loads, and no inline script is refused", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  await signIn(page, "admin@demo.test");
  await page.goto("/home");
  const bar = page.getByRole("progressbar", { name: "Loading page", includeHidden: true });
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  // A link to another page: the navigation is held back (a leave-page prompt, dismissed), so the
  // page stays long enough to see the bar, which shows after 200 ms.
  await page.evaluate(() => addEventListener("beforeunload", (event) => event.preventDefault()));
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await expect(bar).toHaveAttribute("aria-hidden", "false");
  expect(refused).toEqual([]);
});

test.describe("error pages", () => {
  test("an unmatched route shows 'This page could not be found'", async ({ page }) => {
    const response = await page.goto("/no-such-page-shell");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This page could not be found")).toBeVisible();
  });

  test("a missing study, insight, showreel or segment shows 'Page Not Found' with a link home", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    for (const path of [
      "/studies/999999/insights",
      "/studies/999999/summary",
      "/projects/999999/summary",
      "/study-segments/999999/summary",
      "/study-segment-groups/999999/details",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
      await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    }
    // Objects under a study the admin sees: an unknown insight and showreel of a real study.
    await page.goto("/studies");
    const study = await page.locator("a[href^='/studies/'][href$='/summary']").first().getAttribute("href");
    for (const path of [study!.replace("summary", "insights/999999"), study!.replace("summary", "showreels/999999")]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
    }
  });
});

test.describe("route rules", () => {
  for (const path of [
    "/profile",
    "/%70rofile",
    "/%2570rofile",
    "/PROFILE/",
    "/profile/",
    "/Users",
    "/studies/1/summary",
  ]) {
    test(`${path} sends a signed-out visitor to the login page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(/^\/auth\/login(\?redirect_url=%2F[^/]*)?$/);
    });
  }

  test("public routes stay reachable without a session", async ({ request }) => {
    for (const path of ["/auth/login", "/react/components", "/react/icons"])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  });

  test("the login link carries the current path and is hidden on the login page", async ({ page }) => {
    await page.goto("/react/lists?x=1");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/auth/login?redirect_url=%2Freact%2Flists%3Fx%3D1",
    );
    await page.goto("/auth/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("an open-redirect attempt is refused", async ({ page, baseURL }) => {
    // A protected path that looks like another host is carried only as a same-site path.
    const response = await page.request.get("/%2F%2Fevil.example", { maxRedirects: 0 });
    expect(response.headers().location ?? "").not.toMatch(/^(https?:)?\/\/evil/);
    // Signed in, the login page does not follow a redirect_url to another site.
    await signIn(page, "admin@demo.test");
    await page.goto("/auth/login?redirect_url=" + encodeURIComponent("//evil.example/phish"));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await page.goto("/auth/login?redirect_url=" + encodeURIComponent("https://evil.example/phish"));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});

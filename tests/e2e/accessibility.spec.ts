import { expect, type Locator, type Page, test } from "@playwright/test";
import { routeRule } from "@/lib/route-rules";
import { axeViolations, pageShape } from "./support/axe";
import { signIn } from "./support/sign-in";

// axe-core's WCAG 2.2 A and AA rules on every page each role reaches, at desktop and
// phone widths. Pages are found by following the links a person sees from /home, so a new page
// is checked as soon as something links to it.

// Roles differ in the controls they see; layouts differ by width. Every role at desktop width
// (the admin with every control, the viewer without them: other headings and empty states, the
// researcher's draft controls, the consultant's and producer's other clients), the admin at
// phone width (the same markup restyled: target sizes, reflow, contrast on other backgrounds).
const WIDTHS = [
  {
    width: 1280,
    height: 900,
    roles: [
      "admin@demo.test",
      "viewer@demo.test",
      "researcher@demo.test",
      "consultant@demo.test",
      "producer@demo.test",
    ],
  },
  { width: 390, height: 844, roles: ["admin@demo.test"] },
];
// One page per shape (ids folded) is enough: pages of one shape share their markup. The admin at
// desktop width checks every shape; the other roles and the phone width (the same markup
// restyled) the first 24 in breadth-first order: every top-level, study and project page
// and the segment pages' sections. Overflow at phone and zoom widths is checked on its own below,
// and the wizard's steps as filled in by study-wizard.spec.
const MAX_SHAPES = 60;
const MAX_SHAPES_OTHERWISE = 24;
// Segment-group pages are the segment pages' components over more interviews: one role checks them.
const SAME_AS_SEGMENT_PAGES = /^\/study-segment-groups\//;

test.describe.configure({ mode: "parallel" });

/** Same-origin page links of the current page that the route table knows (no sign-out, no files). */
async function pageLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return hrefs.filter((href) => {
    const path = href.split(/[?#]/)[0]!.replace(/\/$/, "") || "/";
    return !path.startsWith("/auth/logout") && !path.startsWith("/api/") && routeRule(path.toLowerCase()) !== undefined;
  });
}

/** Waits until the islands that hydrate on load have (Astro drops their `ssr` attribute then). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'));
}

/** Visits every page shape reachable from /home (breadth first) and returns the violations. */
async function crawl(
  page: Page,
  maxShapes: number,
  skip?: RegExp,
): Promise<{ visited: string[]; violations: string[]; unvisited: string[] }> {
  const queue = ["/home"];
  const seen = new Set<string>();
  const visited: string[] = [];
  const violations: string[] = [];
  while (queue.length && visited.length < maxShapes) {
    const href = queue.shift()!;
    const shape = pageShape(href.split(/[?#]/)[0]!);
    if (seen.has(shape) || skip?.test(shape)) continue;
    seen.add(shape);
    const response = await page.goto(href);
    expect(response?.status(), href).toBeLessThan(500);
    await hydrated(page);
    visited.push(href);
    violations.push(...(await axeViolations(page, href)));
    queue.push(...(await pageLinks(page)));
  }
  const unvisited = [
    ...new Set(
      queue.map((href) => pageShape(href.split(/[?#]/)[0]!)).filter((shape) => !seen.has(shape) && !skip?.test(shape)),
    ),
  ];
  return { visited, violations, unvisited };
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const email of viewport.roles) {
      test(`the pages ${email} reaches pass WCAG 2.2 AA`, async ({ page }) => {
        test.setTimeout(240_000);
        await signIn(page, email);
        const everyShape = email === "admin@demo.test" && viewport.width === 1280;
        const { visited, violations, unvisited } = await crawl(
          page,
          everyShape ? MAX_SHAPES : MAX_SHAPES_OTHERWISE,
          email === "admin@demo.test" ? undefined : SAME_AS_SEGMENT_PAGES,
        );
        expect(visited.length, "pages checked").toBeGreaterThan(5);
        // The full crawl must reach every shape, not stop at its cap with pages left unchecked.
        if (everyShape) expect(unvisited, "page shapes left unchecked").toEqual([]);
        expect(violations).toEqual([]);
      });
    }

    test("the signed-out pages pass WCAG 2.2 AA", async ({ page }) => {
      const violations: string[] = [];
      for (const path of [
        "/auth/login",
        "/auth/register",
        "/auth/forgot_password",
        "/auth/reset_password/x",
        "/nowhere",
      ]) {
        await page.goto(path);
        await hydrated(page);
        violations.push(...(await axeViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });
  });
}

/** Something that opens over a page (a menu, a dialog, a drawer): its trigger and what it opens. */
type Opener = (page: Page) => { trigger: Locator; opened: Locator };

const userMenu: Opener = (page) => ({
  trigger: page.getByRole("button", { name: /user menu/ }),
  opened: page.getByRole("menu", { name: "User menu" }),
});

/** A completed study's page, found from the list: `part` of it ("videos", "showreels"). */
const completedStudyPart = (part: string) => async (page: Page) => `${await completedStudyPath(page)}/${part}`;

const OPEN_STATES: {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  width: number;
  open: Opener;
  as?: string;
}[] = [
  { name: "the user menu", path: "/home", width: 1280, open: userMenu },
  {
    name: "the consultant's user menu with the client switcher",
    path: "/home",
    width: 1280,
    open: userMenu,
    as: "consultant@demo.test",
  },
  {
    name: "the Create study dialog",
    path: "/home",
    width: 1280,
    open: (page) => ({
      trigger: page.getByRole("button", { name: "Create study" }),
      opened: page.getByRole("dialog", { name: "Create study" }),
    }),
  },
  {
    name: "the burger drawer",
    path: "/home",
    width: 390,
    open: (page) => ({
      trigger: page.getByRole("button", { name: "Open menu" }),
      opened: page.getByRole("dialog", { name: "Menu" }),
    }),
  },
  {
    name: "the Invite users dialog",
    path: "/users",
    width: 1280,
    open: (page) => ({
      trigger: page.getByRole("button", { name: "Invite users" }),
      opened: page.getByRole("dialog", { name: "Invite users" }),
    }),
  },
  ...(["Edit access", "Revoke access", "Remove user"] as const).map((action) => ({
    name: `the ${action} dialog of a member`,
    path: "/users",
    width: 1280,
    open: (page: Page) => ({
      trigger: page.getByRole("button", { name: new RegExp(`^${action}: `) }).first(),
      opened: page.getByRole("dialog", { name: action === "Edit access" ? "Edit user access" : action }),
    }),
  })),
  {
    name: "the video Download dialog",
    path: completedStudyPart("videos"),
    width: 390,
    open: (page) => ({
      trigger: page.getByRole("button", { name: "Download" }).first(),
      opened: page.getByRole("dialog", { name: "Download video" }),
    }),
  },
  {
    name: "the New showreel dialog",
    path: completedStudyPart("showreels"),
    width: 1280,
    open: (page) => ({
      trigger: page.getByRole("button", { name: "New showreel" }),
      opened: page.getByRole("dialog", { name: "New showreel" }),
    }),
  },
];

for (const state of OPEN_STATES) {
  test(`${state.name} passes WCAG 2.2 AA open, keeps Tab inside and gives focus back`, async ({ page }) => {
    await page.setViewportSize({ width: state.width, height: 844 });
    await signIn(page, state.as ?? "admin@demo.test");
    const path = typeof state.path === "string" ? state.path : await state.path(page);
    await page.goto(path);
    await hydrated(page);
    const { trigger, opened } = state.open(page);
    await trigger.click();
    await expect(opened).toBeVisible();
    expect(await axeViolations(page, `${path} with ${state.name} open`)).toEqual([]);
    if ((await opened.getAttribute("role")) !== "menu") {
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press(press % 4 === 3 ? "Shift+Tab" : "Tab");
        expect(await opened.evaluate((dialog) => dialog.contains(document.activeElement)), `Tab ${press + 1}`).toBe(
          true,
        );
      }
    }
    await page.keyboard.press("Escape");
    await expect(opened).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}

/** A completed study of the admin's (its pages have every section filled). */
async function completedStudyPath(page: Page): Promise<string> {
  await page.goto("/studies?status=COMPLETED");
  const href = await page.locator("main ul li a").first().getAttribute("href");
  return href!.replace(/\/summary$/, "");
}

/** The wizard's steps on the demo drafts: every draft's study materials (their templates take files or links), and one draft's other steps. */
async function wizardPaths(page: Page): Promise<string[]> {
  await page.goto("/studies?status=DRAFT");
  await hydrated(page);
  const drafts = (await page
    .locator('main ul li a[href$="/edit"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) as string[];
  expect(drafts.length).toBeGreaterThan(0);
  return [
    ...drafts.map((draft) => `${draft}?step_name=STIMULI`),
    ...["DETAILS", "OUTLINE", "STUDY_DESIGN", "RECRUIT", "CONFIRM"].map((step) => `${drafts[0]}?step_name=${step}`),
  ];
}

// WCAG 1.4.4 and 1.4.10: at 200 % zoom a 1280 px window is 640 CSS px wide, at 400 % 320 px. The
// pages must reflow into that width: no horizontal scrolling of the page, nothing cut off.
test("pages reflow at 200 % and 400 % zoom without horizontal scrolling", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const study = await completedStudyPath(page);
  const paths = [
    "/home",
    "/studies",
    `${study}/summary`,
    `${study}/insights`,
    `${study}/quotes`,
    `${study}/videos`,
    `${study}/showreels`,
    `${study}/details`,
    "/users",
    "/profile",
    "/studies/create",
    ...(await wizardPaths(page)),
  ];
  const overflowing: string[] = [];
  for (const width of [640, 320]) {
    await page.setViewportSize({ width, height: 720 });
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing.push(`${path} at ${width} px: ${extra} px too wide`);
    }
  }
  expect(overflowing).toEqual([]);
});

// WCAG 2.3.3: with the system's reduced-motion setting, transitions and animations end at once.
test("reduced motion stops transitions and animations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, "admin@demo.test");
  await page.goto("/studies");
  await hydrated(page);
  const card = page.locator("main ul li a").first();
  const seconds = (value: string) => Math.max(...value.split(",").map((part) => parseFloat(part)));
  expect(seconds(await card.evaluate((element) => getComputedStyle(element).transitionDuration))).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(seconds(await card.evaluate((element) => getComputedStyle(element).transitionDuration))).toBeGreaterThan(0.1);
});

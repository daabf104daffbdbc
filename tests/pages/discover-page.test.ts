import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { appMeta, studyTemplates } from "@/server/db/schema";
import { demoArticles } from "@/server/demo/content/articles";
import { env, setEnv } from "@/server/env";
import { DEMO_ARTICLES_KEY } from "@/server/services/content-feed/demo-articles";
import { discoverPage } from "@/server/views/discover-page";
import { renderSignedIn } from "@tests/fixtures/signed-in-page";
import DiscoverPage from "../../src/pages/discover.astro";

afterEach(() => setEnv({ CONTENT_FEED_URL: "" }));

/** /discover as `email` (the admin unless named) with the discover flag. */
const render = (email = "admin@demo.test") => renderSignedIn(DiscoverPage, "/discover", email, ["discover"]);

describe("/discover", () => {
  it("offers every template once: the seven recommended first, then the rest by study type", async () => {
    const view = await discoverPage();
    const rows = await db().select().from(studyTemplates);
    expect(view.recommended).toHaveLength(7);
    expect(view.recommended.every((t) => t.recommended)).toBe(true);
    const grouped = view.groups.flatMap((g) => g.templates);
    expect([...view.recommended, ...grouped].map((t) => t.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const group of view.groups) {
      expect(group.templates.length).toBeGreaterThan(0);
      for (const template of group.templates) {
        expect(template.recommended).toBe(false);
        expect(template.study_type?.id).toBe(group.type.id);
      }
    }
  });

  it("shows the demo's articles without a feed, newest first, and says so when there are none", async () => {
    expect(env().CONTENT_FEED_URL).toBeFalsy();
    const view = await discoverPage();
    expect(view.articles.state).toBe("articles");
    const articles = view.articles.state === "articles" ? view.articles.articles : [];
    expect(articles).toHaveLength(demoArticles.length);
    expect(articles.map((a) => a.published)).toEqual(
      demoArticles
        .map((a) => a.published)
        .sort()
        .reverse(),
    );

    const [stored] = await db().select().from(appMeta).where(eq(appMeta.key, DEMO_ARTICLES_KEY));
    await db().delete(appMeta).where(eq(appMeta.key, DEMO_ARTICLES_KEY));
    expect((await discoverPage()).articles).toEqual({ state: "not-configured" });
    expect((await render()).html).toContain(messages.feedNotConfigured);
    await db().insert(appMeta).values(stored!);
  });

  it("reads a configured feed instead of the demo's articles", async () => {
    // Nothing listens on port 1: the configured feed is tried (and fails), the demo is not used.
    setEnv({ CONTENT_FEED_URL: "http://127.0.0.1:1/feed.json" });
    expect((await discoverPage()).articles).toEqual({ state: "unavailable" });
  });

  it("renders cards that open the wizard with their template, under headings in order", async () => {
    const view = await discoverPage();
    const { status, html } = await render();
    expect(status).toBe(200);
    const first = view.recommended[0]!;
    expect(html).toMatch(new RegExp(`<a href="/studies/create\\?template_id=${first.id}"[^>]*>${first.title}</a>`));
    expect(html.match(/href="\/studies\/create\?template_id=\d+"/g)).toHaveLength(
      view.recommended.length + view.groups.reduce((n, g) => n + g.templates.length, 0),
    );
    expect(html.match(/class="badge recommended"/g)).toHaveLength(7);
    expect(html).toContain(`${first.counts.questions} questions`);
    for (const article of demoArticles) expect(html).toContain(`href="${article.url}"`);
    // Heading levels never skip one: h1, h2, h3, h4.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    const main = levels.slice(levels.indexOf(1));
    main.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(main[i - 1]! + 1));
    expect(new Set(main)).toEqual(new Set([1, 2, 3, 4]));
  });

  it("offers to start a study from a template only to people who may create studies", async () => {
    const admin = await render();
    expect(admin.html).toContain('href="/studies/create?template_id=');
    expect(admin.html).toContain("Choose one to start a study with it.");
    const viewer = await render("viewer@demo.test");
    expect(viewer.status).toBe(200);
    expect(viewer.html).not.toContain("/studies/create");
    expect(viewer.html).not.toContain("Choose one to start a study with it.");
    expect(viewer.html).not.toContain(">Create study<");
  });
});

import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { normalisePath } from "@/lib/paths";
import { requiresSession, showsChatWidget } from "@/lib/route-rules";
import NotFoundPage from "../../src/pages/404.astro";
import ParticipatePage from "../../src/pages/participate/[token].astro";
import { db } from "@/server/db/client";
import { studies } from "@/server/db/schema";
import { call } from "@tests/fixtures/team-requests";
import { interviewMinutes, participantPage } from "@/server/views/participant-page";

const TITLE = "Snack box subscription – sign-up flow";
let token = "";
let studyId = 0;

/** The page as a visitor without a session gets it (the container runs no middleware: no cookie, no context). */
async function visit(path: string) {
  const container = await AstroContainer.create();
  container.insertPageRoute("/404", NotFoundPage);
  const response = await container.renderToResponse(ParticipatePage, {
    params: { token: path.split("/").pop()! },
    request: new Request(`http://localhost${path}`),
  });
  const html = await response.text();
  // What a person reads: the markup without tags (and Astro's scoping attributes), spaces folded.
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { status: response.status, headers: response.headers, html, text };
}

beforeAll(async () => {
  // A demo draft that self-recruits, with an introduction that tries to be markup, started for real.
  const [draft] = await db()
    .update(studies)
    .set({ introduction: "Hi! <script>alert(1)</script>\nWe'd love your thoughts." })
    .where(eq(studies.title, TITLE))
    .returning();
  studyId = draft!.id;
  const started = await call("researcher@demo.test", "POST", "/api/orders", {
    study_id: studyId,
    terms_accepted: true,
  });
  expect(started.status).toBe(201);
  token = new URL(started.body.data.participant_link).pathname.split("/").pop()!;
});

describe("the participant landing page (/participate/{token})", () => {
  it("is a public route without the chat widget", () => {
    const path = normalisePath(`/participate/${token}`);
    expect(path.ok && requiresSession(path.path)).toBe(false);
    expect(path.ok && showsChatWidget(path.path)).toBe(false);
  });

  it("shows a started study's title, introduction and what to expect, without a session or an island", async () => {
    const view = await participantPage(token);
    expect(view).toMatchObject({
      state: "open",
      title: TITLE,
      device: "a computer",
      recorded: ["microphone", "screen"],
      language: "English",
    });
    const page = await visit(`/participate/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.html).toMatch(/<h1 id="study-title"[^>]*>Snack box subscription – sign-up flow<\/h1>/);
    expect(page.html).toContain("Hi! &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.html).not.toContain("<script>alert(1)");
    expect(page.html).not.toMatch(/<script|<astro-island/);
    expect(page.text).toContain(`About ${view?.state === "open" && view.minutes} minutes.`);
    expect(page.text).toContain("Take part on a computer");
    expect(page.text).toContain("We record your microphone and screen while you take part");
    expect(page.text).toContain("The interview is in English.");
    expect(page.html).toMatch(/<button[^>]*disabled[^>]*>\s*Start\s*<\/button>/);
    expect(page.text).toContain(
      "The interview opens in our recording app, which asks your browser for access to your microphone and screen.",
    );
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });

  it("answers the 404 page for a token that names no study", async () => {
    for (const path of [`/participate/${"A".repeat(22)}`, "/participate/short", `/participate/${token}x`]) {
      const page = await visit(path);
      expect(page.status, path).toBe(404);
      expect(page.text).toContain(messages.notFoundPage);
      expect(page.html).not.toContain(TITLE);
    }
    expect(await participantPage(token.toLowerCase() === token ? `${token}Z` : token.toLowerCase())).toBeNull();
  });

  it("says the study is closed once it is completed or no longer published", async () => {
    for (const change of [{ status: "COMPLETED" as const }, { publishedAt: null }]) {
      await db().update(studies).set(change).where(eq(studies.id, studyId));
      const page = await visit(`/participate/${token}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(messages.studyClosed);
      expect(page.html).not.toContain(TITLE);
      await db().update(studies).set({ status: "IN_PROGRESS", publishedAt: new Date() }).where(eq(studies.id, studyId));
    }
    expect((await visit(`/participate/${token}`)).html).toContain(TITLE);
  });

  it("plans five minutes to settle in and two per question, in steps of five, at least ten", () => {
    expect(interviewMinutes(0)).toBe(10);
    expect(interviewMinutes(3)).toBe(15);
    expect(interviewMinutes(10)).toBe(25);
  });
});

import { expect, test } from "@playwright/test";
import { JS_BUDGET_KB, javascriptWeight } from "../../scripts/bench/page-weight";
import { signedInPages } from "../../scripts/bench/signed-in-pages";
import { DEMO_PASSWORD } from "./support/sign-in";

// The JavaScript a browser loads per page, gzipped, against its budget: a page that grows past it
// (an island that pulls in zod, a second copy of a library) fails here, not in production.

test("every page loads at most its budget of JavaScript, gzipped, and gets it compressed", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const login = await request.post("/api/auth/login", {
    data: { email: "admin@demo.test", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const cookie = /portal_session=[^;]+/.exec(login.headers()["set-cookie"] ?? "")![0];
  // A conversation with an answer: the assistant as it is most often opened.
  const headers = { authorization: `Bearer ${token}` };
  const thread = await request.post("/api/v3/assistant/threads", { headers, data: {} });
  const { id: threadId } = ((await thread.json()) as { data: { id: number } }).data;
  const asked = await request.post(`/api/v3/assistant/threads/${threadId}`, {
    headers,
    data: { question: "What do participants say about the price?" },
  });
  expect(await asked.text()).toContain("citations");
  // A showreel in its editor, and a draft in the study editor.
  const reels = (await (await request.get("/api/v3/showreels?limit=1", { headers })).json()) as {
    data: { id: number; study_id: number }[];
  };
  const drafts = (await (await request.get("/api/v3/studies?status=DRAFT&limit=1", { headers })).json()) as {
    data: { id: number }[];
  };
  const [reel] = reels.data;
  const [draft] = drafts.data;
  // A quote on a segment's page of its own, with "Add to showreel".
  const segments = (await (await request.get(`/api/v3/studies/${reel!.study_id}/segments`, { headers })).json()) as {
    data: { id: number }[];
  };
  const [segment] = segments.data;
  const quotes = (await (
    await request.get(`/api/v3/quotes?study_id=${reel!.study_id}&segment_ids=${segment!.id}&limit=1`, { headers })
  ).json()) as { data: { id: number }[] };
  const pages = [
    ...(await signedInPages(baseURL!, `Bearer ${token}`)),
    { name: "an assistant conversation", path: `/assistant?thread=${threadId}` },
    { name: "a showreel's editor", path: `/studies/${reel!.study_id}/showreels/${reel!.id}` },
    { name: "a draft's editor", path: `/studies/${draft!.id}/edit` },
    { name: "a segment's quote", path: `/study-segments/${segment!.id}/quotes/${quotes.data[0]!.id}` },
    { name: "profile", path: "/profile" },
    { name: "log in", path: "/auth/login" },
    { name: "register", path: "/auth/register" },
  ];
  const weights: Record<string, number> = {};
  for (const page of pages) {
    weights[page.name] = Math.round((await javascriptWeight(baseURL!, page.path, { cookie })) / 102.4) / 10;
  }
  const over = Object.entries(weights).filter(([, kb]) => kb > JS_BUDGET_KB);
  expect(over, `KB of JavaScript per page: ${JSON.stringify(weights)}`).toEqual([]);

  // On the wire the scripts come compressed, in the smallest form the browser accepts. (The pages
  // above refreshed the session in the browser, which used up this cookie: sign in again.)
  const again = await request.post("/api/auth/login", { data: { email: "admin@demo.test", password: DEMO_PASSWORD } });
  const fresh = /portal_session=[^;]+/.exec(again.headers()["set-cookie"] ?? "")![0];
  const html = await (await request.get("/home", { headers: { cookie: fresh } })).text();
  const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
  for (const [accepted, sent] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
  ]) {
    const response = await request.get(script, { headers: { "accept-encoding": accepted! } });
    expect(response.headers()["content-encoding"], accepted).toBe(sent);
    expect(response.headers()["vary"]).toBe("Accept-Encoding");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

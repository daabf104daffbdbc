import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FEED, feedArticles, feedArticlesOrNull } from "./content-feed";

// The marketing site is an outside service: a fake of it on loopback answers what each test sets.
let answer: { status: number; body: string } = { status: 200, body: "{}" };
let reads = 0;
const site = http.createServer((_, res) => {
  reads++;
  res.writeHead(answer.status, { "content-type": "application/feed+json" }).end(answer.body);
});
let feedUrl: string;
let url: string;
let test = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/feed.json`;
});
afterAll(() => site.close());
beforeEach(() => {
  // The read is reused per address: each test reads an address of its own, so none sees another's.
  url = `${feedUrl}?test=${++test}`;
  reads = 0;
});

const feed = (items: unknown[]) => ({
  status: 200,
  body: JSON.stringify({ version: "https://jsonfeed.org/version/1.1", items }),
});

describe("the content feed of /discover", () => {
  it("lists the newest articles with a title and a web address, and drops what it cannot use", async () => {
    answer = feed([
      { title: "Older", url: "https://site.example/older", date_published: "2026-01-02T10:00:00Z" },
      {
        title: "Newest",
        url: "https://site.example/new",
        summary: "Read me",
        date_published: "2026-03-01T09:00:00+02:00",
      },
      { title: "No address" },
      { title: "Script", url: "javascript:alert(1)" },
      { url: "https://site.example/untitled" },
      "not an item",
      { title: "Undated", url: "https://site.example/undated", date_published: "yesterday" },
    ]);
    expect(await feedArticles(url)).toEqual([
      { title: "Newest", url: "https://site.example/new", summary: "Read me", published: "2026-03-01T09:00:00+02:00" },
      { title: "Older", url: "https://site.example/older", summary: null, published: "2026-01-02T10:00:00Z" },
      { title: "Undated", url: "https://site.example/undated", summary: null, published: null },
    ]);
  });

  it(`shows at most ${FEED.articles} and reads the feed again only after ${FEED.reuseMs / 60000} minutes`, async () => {
    answer = feed(Array.from({ length: 30 }, (_, i) => ({ title: `A${i}`, url: `https://site.example/${i}` })));
    const now = Date.now();
    expect(await feedArticles(url, now)).toHaveLength(FEED.articles);
    await feedArticles(url, now + FEED.reuseMs - 1);
    expect(reads).toBe(1);
    await feedArticles(url, now + FEED.reuseMs);
    expect(reads).toBe(2);
  });

  it("answers null (the page says the articles could not be loaded) for an error, a non-feed or no answer", async () => {
    answer = { status: 503, body: "down" };
    expect(await feedArticlesOrNull(url)).toBeNull();
    answer = { status: 200, body: "<rss></rss>" };
    expect(await feedArticlesOrNull(url)).toBeNull();
    answer = { status: 200, body: JSON.stringify({ title: "no items" }) };
    expect(await feedArticlesOrNull(url)).toBeNull();
    expect(await feedArticlesOrNull("http://127.0.0.1:9/feed.json")).toBeNull();
  });
});

import { z } from "zod";
import { logger } from "../../logger";

/**
 * The marketing site's content feed (000 §7), read by the server for /discover. The feed is a
 * JSON Feed 1.x document (jsonfeed.org); only what a list of articles shows is kept, and only
 * web addresses, so the feed can never place a script link on the page.
 */
const webAddress = z.url({ protocol: /^https?$/ });

// A field the portal cannot use is dropped (and an item without title or address with it), so one
// odd item does not hide the others; a document without an items list is not a feed.
const feedSchema = z.object({
  items: z
    .array(
      z
        .object({
          title: z.string().trim().min(1).max(300).optional().catch(undefined),
          url: webAddress.optional().catch(undefined),
          summary: z.string().trim().max(1000).optional().catch(undefined),
          date_published: z.iso.datetime({ offset: true }).optional().catch(undefined),
        })
        .catch({}),
    )
    .max(500),
});

/** An article of the feed, as /discover lists it. */
export interface FeedArticle {
  title: string;
  url: string;
  summary: string | null;
  published: string | null;
}

/** How many articles /discover shows, how long the feed may take, and how long a read is reused. */
export const FEED = { articles: 12, timeoutMs: 3000, reuseMs: 10 * 60 * 1000 } as const;

let cached: { url: string; at: number; articles: FeedArticle[] } | undefined;

/**
 * The feed's newest articles (those with a title and an address). Read at most once per
 * `FEED.reuseMs`; throws when the feed cannot be read or is not a JSON Feed, and the page says so.
 */
export async function feedArticles(url: string, now = Date.now()): Promise<FeedArticle[]> {
  if (cached?.url === url && now - cached.at < FEED.reuseMs) return cached.articles;
  const response = await fetch(url, {
    headers: { accept: "application/feed+json, application/json" },
    signal: AbortSignal.timeout(FEED.timeoutMs),
  });
  if (!response.ok) throw new Error(`The content feed answered ${response.status}`);
  const feed = feedSchema.parse(await response.json());
  const articles = feed.items
    .flatMap((item) =>
      item.title && item.url
        ? [{ title: item.title, url: item.url, summary: item.summary ?? null, published: item.date_published ?? null }]
        : [],
    )
    .sort((a, b) => (b.published ? Date.parse(b.published) : 0) - (a.published ? Date.parse(a.published) : 0))
    .slice(0, FEED.articles);
  cached = { url, at: now, articles };
  return articles;
}

/** The articles, or null with the reason logged when the feed is unreachable or malformed. */
export async function feedArticlesOrNull(url: string): Promise<FeedArticle[] | null> {
  try {
    return await feedArticles(url);
  } catch (error) {
    logger.warn({ err: error, url }, "content feed unavailable");
    return null;
  }
}

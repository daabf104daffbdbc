import { env } from "../env";
import { type FeedArticle, feedArticlesOrNull } from "../services/content-feed/content-feed";

/** What /discover shows: the content feed's articles, or why there are none. */
export type DiscoverPageView =
  { state: "articles"; articles: FeedArticle[] } | { state: "not-configured" } | { state: "unavailable" };

export async function discoverPage(): Promise<DiscoverPageView> {
  const url = env().CONTENT_FEED_URL;
  if (!url) return { state: "not-configured" };
  const articles = await feedArticlesOrNull(url);
  return articles ? { state: "articles", articles } : { state: "unavailable" };
}

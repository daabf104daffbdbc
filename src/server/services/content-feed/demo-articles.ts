import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { appMeta } from "../../db/schema";
import type { FeedArticle } from "./content-feed";

/** The app_meta key under which the demo seed stores its articles (src/server/demo/content/articles.ts). */
export const DEMO_ARTICLES_KEY = "demo_articles";

const storedArticles = z.array(
  z.object({
    title: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
    summary: z.string().nullable().default(null),
    published: z.iso.datetime({ offset: true }).nullable().default(null),
  }),
);

/**
 * The articles the demo seed shipped, newest first, or null when there are none (no demo data, or
 * a value this version cannot read): /discover then says no feed is set up.
 */
export async function demoFeedArticles(database: Database): Promise<FeedArticle[] | null> {
  const [row] = await database.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_ARTICLES_KEY));
  const parsed = storedArticles.safeParse(row?.value);
  if (!parsed.success || parsed.data.length === 0) return null;
  return parsed.data.sort((a, b) => Date.parse(b.published ?? "0") - Date.parse(a.published ?? "0"));
}

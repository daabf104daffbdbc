import type { StudyTemplateSummary, StudyType } from "@/lib/schemas/marketplace";
import { db } from "../db/client";
import { env } from "../env";
import { type FeedArticle, feedArticlesOrNull } from "../services/content-feed/content-feed";
import { demoFeedArticles } from "../services/content-feed/demo-articles";
import { listStudyTemplates, listStudyTypes } from "../services/marketplace/catalog";

/** The articles /discover shows: the content feed's (or the demo's), or why there are none. */
export type DiscoverArticles =
  { state: "articles"; articles: FeedArticle[] } | { state: "not-configured" } | { state: "unavailable" };

/** A study type and its templates that are not among the recommended ones. */
export interface TemplateGroup {
  type: Pick<StudyType, "id" | "name" | "description">;
  templates: StudyTemplateSummary[];
}

/** What /discover shows: study ideas from the template library, then articles. */
export interface DiscoverPageView {
  /** The recommended templates, shown first. */
  recommended: StudyTemplateSummary[];
  /** The other templates by study type, in the library's order of types. */
  groups: TemplateGroup[];
  articles: DiscoverArticles;
}

/** Articles from CONTENT_FEED_URL; without it, the demo's; without those, none. */
async function discoverArticles(): Promise<DiscoverArticles> {
  const url = env().CONTENT_FEED_URL;
  if (!url) {
    const demo = await demoFeedArticles(db());
    return demo ? { state: "articles", articles: demo } : { state: "not-configured" };
  }
  const articles = await feedArticlesOrNull(url);
  return articles ? { state: "articles", articles } : { state: "unavailable" };
}

/** Every template once: the recommended first, then the rest grouped by their study type. */
export async function discoverPage(): Promise<DiscoverPageView> {
  const [types, templates, articles] = await Promise.all([
    listStudyTypes(db()),
    listStudyTemplates(db(), { stimuli_types: ["ANY"] }),
    discoverArticles(),
  ]);
  const rest = templates.filter((template) => !template.recommended);
  const groups = types.map((type) => ({
    type: { id: type.id, name: type.name, description: type.description },
    templates: rest.filter((template) => template.study_type?.id === type.id),
  }));
  const untyped = rest.filter((template) => !template.study_type);
  if (untyped.length > 0)
    groups.push({ type: { id: 0, name: "Other templates", description: "" }, templates: untyped });
  return {
    recommended: templates.filter((template) => template.recommended),
    groups: groups.filter((group) => group.templates.length > 0),
    articles,
  };
}

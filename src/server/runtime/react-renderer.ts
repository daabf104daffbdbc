/**
 * The server half of Astro's React renderer (astro.config.mjs puts it in place of
 * @astrojs/react/server.js; the browser half is unchanged). Same output, half the work per island:
 * - `check`: React is the only framework here, so every function or React object component is
 *   React's. The stock check renders each island once more, in a throwaway tree, to find out.
 * - `renderToStaticMarkup` renders with `renderToString`. The stock renderer streams through a web
 *   ReadableStream and decodes it back to a string, which cost more than rendering our islands. No
 *   island suspends on the server (their data arrives as props), which is what streaming is for.
 * Measured on /studies (four islands): 4.3 → 3.3 ms of web-process CPU per request, identical HTML.
 * - Islands marked pure (src/lib/pure-island.ts) are rendered once per distinct props: their HTML
 *   is kept, by component, id prefix and props, and reused. A list page's filters and cards and the
 *   header's menus were a quarter of /studies' CPU; a page with other data or another user has
 *   other props, so it is rendered.
 */
import { LRUCache } from "lru-cache";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";

interface RendererThis {
  result?: object;
}
interface Metadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}

/** HTML Astro rendered for a slot, placed inside the island without React touching it. */
function StaticHtml({ value, name, hydrate = true }: { value?: string; name?: string; hydrate?: boolean }) {
  if (!value) return null;
  return createElement(hydrate ? "astro-slot" : "astro-static-slot", {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: value },
  });
}
StaticHtml.shouldComponentUpdate = () => false;

// One id prefix per island of a page ("r0", "r1", …), so useId values never collide on a page.
const islandCounts = new WeakMap<object, number>();
function nextPrefix(result: object | undefined): string | undefined {
  if (!result) return undefined;
  const index = islandCounts.get(result) ?? 0;
  islandCounts.set(result, index + 1);
  return `r${index}`;
}

/** The mark of src/lib/pure-island.ts (server code does not import lib; the symbol is global). */
const PURE_ISLAND = Symbol.for("portal.pureIsland");

/** Server HTML of pure islands, at most 4 million characters of it; the least recently used goes first. */
const pureHtml = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (html, key) => html.length + key.length,
});
const componentIds = new WeakMap<object, number>();
let lastComponentId = 0;
const componentId = (component: object) => {
  let id = componentIds.get(component);
  if (id === undefined) componentIds.set(component, (id = ++lastComponentId));
  return id;
};

const slotName = (key: string) => key.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function check(component: unknown): boolean {
  return typeof component === "function" || (typeof component === "object" && component !== null);
}

function renderToStaticMarkup(
  this: RendererThis | undefined,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Record<string, string | undefined>,
  metadata?: Metadata,
) {
  const prefix = nextPrefix(this?.result);
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  // Astro passes the scoped class for its own use; the island's root doesn't take it.
  const rest = { ...props };
  delete rest.class;
  const slots = Object.fromEntries(
    Object.entries(slotted).map(([key, value]) => [
      slotName(key),
      createElement(StaticHtml, { hydrate, value, name: slotName(key) }),
    ]),
  );
  const innerHtml = children ?? (rest.children as string | undefined);
  const pure = PURE_ISLAND in component && innerHtml == null && Object.keys(slots).length === 0;
  const key = pure ? `${componentId(component)} ${prefix} ${JSON.stringify(rest)}` : undefined;
  const kept = key === undefined ? undefined : pureHtml.get(key);
  if (kept !== undefined) return Promise.resolve({ html: kept, attrs: { prefix } });
  const element = createElement(component, {
    ...rest,
    ...slots,
    ...(innerHtml != null ? { children: createElement(StaticHtml, { hydrate, value: innerHtml }) } : {}),
  });
  const html = renderToString(element, { identifierPrefix: prefix });
  if (key !== undefined) pureHtml.set(key, html);
  return Promise.resolve({ html, attrs: { prefix } });
}

export default {
  name: "@astrojs/react",
  check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};

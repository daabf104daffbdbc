/**
 * Props that reach an island as one JSON text. Astro serializes an island's props value by value
 * into tagged arrays, twice per island (once for its id, once for its attribute), then hashes the
 * whole; for a page-sized list (the template library, a page of quotes or videos) that was about a
 * fifth of the page's server CPU (docs/decisions/json-island-props.md). `JSON.stringify` once in
 * the page and `JSON.parse` once in the island do the same work natively.
 *
 * Only plain JSON data goes this way (no Date, Map, Set or undefined-valued keys that matter):
 * what the API's schemas describe.
 */
import { type ComponentType, useMemo } from "react";

/** The JSON text of an island's props, typed by them. */
export type JsonProps<P> = string & { readonly __props: P };

export const jsonProps = <P,>(props: P) => JSON.stringify(props) as JsonProps<P>;

/** The island to hydrate in the page: the same component, given its props as `data={jsonProps({…})}`. */
export function jsonIsland<P extends object>(Island: ComponentType<P>): ComponentType<{ data: JsonProps<P> }> {
  function JsonIsland({ data }: { data: JsonProps<P> }) {
    const props = useMemo(() => JSON.parse(data) as P, [data]);
    return <Island {...props} />;
  }
  JsonIsland.displayName = `JsonIsland(${Island.displayName ?? Island.name})`;
  return JsonIsland;
}

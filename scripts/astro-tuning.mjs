// @ts-check
/**
 * Four adjustments of the Astro build, each measured on the pages' server CPU. Each keeps the
 * documented integration or Vite plugin interfaces, and fails the build loudly if what it adjusts
 * is no longer there (an Astro upgrade then gets a look, not a silent slowdown).
 */

/**
 * The Node adapter builds and configures the server as usual, but its handler comes from
 * src/server/runtime/astro-entry.ts (why: see that file).
 * @param {import("astro").AstroIntegration} adapter
 * @returns {import("astro").AstroIntegration}
 */
export function withOwnEntry(adapter) {
  const configDone = adapter.hooks["astro:config:done"];
  if (!configDone) throw new Error(`The Node adapter changed: revisit ${import.meta.url}`);
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      "astro:config:done": (params) =>
        configDone({
          ...params,
          setAdapter: (options) =>
            params.setAdapter({
              ...options,
              serverEntrypoint: new URL("../src/server/runtime/astro-entry.ts", import.meta.url),
              exports: ["handler"],
            }),
        }),
    },
  };
}

/**
 * React renders islands as usual in the browser; on the server through
 * src/server/runtime/react-renderer.ts (why: see that file).
 * @param {import("astro").AstroIntegration} integration
 * @returns {import("astro").AstroIntegration}
 */
export function withOwnServerRenderer(integration) {
  const setup = integration.hooks["astro:config:setup"];
  if (!setup) throw new Error(`The React integration changed: revisit ${import.meta.url}`);
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": (params) =>
        setup({
          ...params,
          addRenderer: (renderer) =>
            params.addRenderer({
              ...renderer,
              serverEntrypoint: new URL("../src/server/runtime/react-renderer.ts", import.meta.url),
            }),
        }),
    },
  };
}

/**
 * Astro's attribute renderer parses every attribute value that contains "&" with `new URL()` to
 * leave http(s) URLs unescaped. Island props are escaped JSON full of "&quot;", so every island paid
 * for a failing URL parse of its props (3% of /studies). The same test, answered first by a prefix
 * check: `new URL` skips leading spaces and control characters, and the scheme is case-insensitive.
 * @returns {import("vite").Plugin}
 */
export function cheapUrlAttributeCheck() {
  const slow = 'value.includes("&") && isHttpUrl(value)';
  const fast = 'value.includes("&") && /^[\\x00-\\x20]*https?:/i.test(value) && isHttpUrl(value)';
  return {
    name: "portal:cheap-url-attribute-check",
    transform(code, id) {
      if (!id.endsWith("astro/dist/runtime/server/render/util.js")) return null;
      if (!code.includes(slow)) throw new Error(`Astro's attribute renderer changed: revisit ${import.meta.url}`);
      return { code: code.replace(slow, fast), map: null };
    },
  };
}

/**
 * Every hydrated island had its props serialized twice (once for its `uid`, once for its `props`
 * attribute) and its `uid` hashed, character by character, from its whole server HTML plus those
 * props: on /studies, a tenth of the page's server CPU for one list island. Now the props are
 * serialized once per island, and the `uid` comes from the component and its props alone. Astro
 * reads `uid` only for hot reload in development; the island markup is otherwise unchanged.
 * @returns {import("vite").Plugin}
 */
export function islandPropsOnce() {
  /** @type {Record<string, [string, string]>} */
  const edits = {
    "astro/dist/runtime/server/serialize.js": [
      "function serializeProps(props, metadata) {\n  const serialized = JSON.stringify(serializeObject(props, metadata));\n  return serialized;\n}",
      [
        "const serializedProps = new WeakMap();",
        "function serializeProps(props, metadata) {",
        "  let serialized = serializedProps.get(props);",
        "  if (serialized === undefined) serializedProps.set(props, (serialized = JSON.stringify(serializeObject(props, metadata))));",
        "  return serialized;",
        "}",
      ].join("\n"),
    ],
    "astro/dist/runtime/server/render/component.js": [
      "`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->\n${html}\n${serializeProps(",
      "`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->\n${serializeProps(",
    ],
  };
  return {
    name: "portal:island-props-once",
    transform(code, id) {
      const edit = Object.entries(edits).find(([suffix]) => id.endsWith(suffix));
      if (!edit) return null;
      const [file, [from, to]] = edit;
      if (!code.includes(from))
        throw new Error(`Astro's island rendering changed (${file}): revisit ${import.meta.url}`);
      return { code: code.replace(from, to), map: null };
    },
  };
}

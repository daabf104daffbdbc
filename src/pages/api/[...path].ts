import type { APIRoute } from "astro";
import { app } from "@/server/http/app";

export const prerender = false;

/** Every /api request goes to the one Hono app; Astro only hosts it. */
export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, { locals });

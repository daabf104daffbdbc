import type { APIRoute } from "astro";
import { brandMarkSvg } from "@/lib/brand";

// Written to dist/client at build time and served as a static file: the mark has one source.
export const prerender = true;

export const GET: APIRoute = () => new Response(brandMarkSvg(), { headers: { "Content-Type": "image/svg+xml" } });

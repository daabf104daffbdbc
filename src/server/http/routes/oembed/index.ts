import { createRouter } from "../../create-router";
import { handleOEmbed } from "./handlers";
import { oembedRoute } from "./routes";

/** /api/oembed, mounted by app.ts; public, like the showreel pages it describes. */
export const oembedRouter = createRouter().openapi(oembedRoute, handleOEmbed);

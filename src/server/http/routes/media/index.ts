import { createRouter } from "../../create-router";
import { handleServeMedia } from "./handlers";
import { serveMediaRoute } from "./routes";

/** /api/v1/media, mounted by app.ts. */
export const mediaRouter = createRouter().openapi(serveMediaRoute, handleServeMedia);

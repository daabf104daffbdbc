import { createSignedInRouter } from "../../create-router";
import { handleListInsights } from "./handlers";
import { listInsightsRoute } from "./routes";

/** /api/v3/insights, mounted by app.ts. */
export const insightsV3Router = createSignedInRouter().openapi(listInsightsRoute, handleListInsights);

import { createSignedInRouter } from "../../create-router";
import { handleExportInsights, handleExportStudyDesign } from "./handlers";
import { exportInsightsRoute, exportPowerPointRoute, exportStudyDesignRoute } from "./routes";

/** The exports under /api/v1 (mounted by app.ts beside other /v1 routers, so only these paths need a session). */
export const exportsRouter = createSignedInRouter(["/insights/export", "/powerpoint/export", "/study-designs/export"])
  .openapi(exportInsightsRoute, handleExportInsights)
  .openapi(exportPowerPointRoute, handleExportInsights)
  .openapi(exportStudyDesignRoute, handleExportStudyDesign);

import { createSignedInRouter } from "../../create-router";
import { handleObjectiveInsights, handleStudyAnalyzeResults } from "./handlers";
import { objectiveInsightsRoute, studyAnalyzeResultsRoute } from "./routes";

/** /api/v2/studies, mounted by app.ts. */
export const studiesV2Router = createSignedInRouter()
  .openapi(objectiveInsightsRoute, handleObjectiveInsights)
  .openapi(studyAnalyzeResultsRoute, handleStudyAnalyzeResults);

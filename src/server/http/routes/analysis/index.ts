import { createSignedInRouter } from "../../create-router";
import { handleClientAnalysis, handleClientAnalyzeResults } from "./handlers";
import { clientAnalysisRoute, clientAnalyzeResultsRoute } from "./routes";

/** /api/client/{id}/analyze_results and /api/client/{id}/analysis/{kind}, mounted at /client beside the team router. */
export const analysisRouter = createSignedInRouter()
  .openapi(clientAnalyzeResultsRoute, handleClientAnalyzeResults)
  .openapi(clientAnalysisRoute, handleClientAnalysis);

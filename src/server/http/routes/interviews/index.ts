import { createSignedInRouter } from "../../create-router";
import { handleGetInterview, handleGetTranscript, handleListInterviews, handleResolveInterview } from "./handlers";
import { getInterviewRoute, getTranscriptRoute, listInterviewsRoute, resolveInterviewRoute } from "./routes";

/** /api/v3/interviews, mounted by app.ts. */
export const interviewsRouter = createSignedInRouter()
  .openapi(listInterviewsRoute, handleListInterviews)
  .openapi(resolveInterviewRoute, handleResolveInterview)
  .openapi(getInterviewRoute, handleGetInterview)
  .openapi(getTranscriptRoute, handleGetTranscript);

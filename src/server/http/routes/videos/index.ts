import { createSignedInRouter } from "../../create-router";
import { handleGetVideo, handleGetVideoTranscript, handleListParticipantVideos, handlePublishVideo } from "./handlers";
import { getVideoRoute, getVideoTranscriptRoute, listParticipantVideosRoute, publishVideoRoute } from "./routes";

/** /api/studies/{id}/participant_videos and /api/videos/…, mounted at /api by app.ts. */
export const videosRouter = createSignedInRouter(["/videos/*", "/studies/*"])
  .openapi(listParticipantVideosRoute, handleListParticipantVideos)
  .openapi(getVideoRoute, handleGetVideo)
  .openapi(getVideoTranscriptRoute, handleGetVideoTranscript)
  .openapi(publishVideoRoute, handlePublishVideo);

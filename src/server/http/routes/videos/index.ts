import { createRouter } from "../../create-router";
import { handleGetVideo, handleGetVideoTranscript, handleListParticipantVideos, handlePublishVideo } from "./handlers";
import { getVideoRoute, getVideoTranscriptRoute, listParticipantVideosRoute, publishVideoRoute } from "./routes";

/** /api/studies/{id}/participant_videos and /api/videos/…, mounted at /api by app.ts. */
export const videosRouter = createRouter()
  .openapi(listParticipantVideosRoute, handleListParticipantVideos)
  .openapi(getVideoRoute, handleGetVideo)
  .openapi(getVideoTranscriptRoute, handleGetVideoTranscript)
  .openapi(publishVideoRoute, handlePublishVideo);

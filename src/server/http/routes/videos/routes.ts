import { createRoute } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { transcriptSchema } from "@/lib/schemas/transcript";
import { videoListQuerySchema, videoPageSchema, videoPublishSchema, videoSchema } from "@/lib/schemas/video";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Videos"];

/** GET /api/studies/{id}/participant_videos (001 §7): a page of a study's participant videos. */
export const listParticipantVideosRoute = createRoute({
  method: "get",
  path: "/studies/{id}/participant_videos",
  operationId: "listParticipantVideos",
  tags,
  summary: "List a study's participant videos",
  description: "In recording order, with signed media addresses (valid about six hours).",
  request: { params: idParamsSchema, query: videoListQuerySchema },
  responses: {
    200: jsonContent(videoPageSchema, "A page of videos"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/videos/{id}: one video with tasks, clips and the study's showreel clips. */
export const getVideoRoute = createRoute({
  method: "get",
  path: "/videos/{id}",
  operationId: "getVideo",
  tags,
  summary: "Get a video",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(videoSchema), "The video"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/videos/{id}/transcript: the video's transcript (sections, tasks, chunks). */
export const getVideoTranscriptRoute = createRoute({
  method: "get",
  path: "/videos/{id}/transcript",
  operationId: "getVideoTranscript",
  tags,
  summary: "Get a video's transcript",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(transcriptSchema), "The transcript"),
    ...errorResponses(401, 404, 422),
  },
});

/** PUT /api/videos/{id}/publish: publish or unpublish (the spec names no path; this mirrors PUT /studies/{id}/publish). */
export const publishVideoRoute = createRoute({
  method: "put",
  path: "/videos/{id}/publish",
  operationId: "publishVideo",
  tags,
  summary: "Publish or unpublish a video",
  description: "Needs the publish_videos permission. Answers the updated video.",
  request: { params: idParamsSchema, body: jsonBody(videoPublishSchema) },
  responses: {
    200: jsonContent(dataEnvelope(videoSchema), "The updated video"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

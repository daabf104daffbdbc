import { createRoute } from "@hono/zod-openapi";
import { cursorEnvelope, dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import {
  interviewListQuerySchema,
  interviewLocationSchema,
  interviewSchema,
  transcriptSchema,
} from "@/lib/schemas/interview";
import { errorResponses, jsonContent } from "../../openapi/responses";

const tags = ["Interviews"];

/** GET /api/v3/interviews. */
export const listInterviewsRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listInterviewsV3",
  tags,
  summary: "List interviews",
  description:
    "In recording order. `search` matches the participant's name or country and the interview's language; `segment_ids` is comma-separated. Media addresses are signed and expire after a few hours.",
  request: { query: interviewListQuerySchema },
  responses: { 200: jsonContent(cursorEnvelope(interviewSchema), "A page of interviews"), ...errorResponses(401, 422) },
});

/** GET /api/v3/interviews/{id}. */
export const getInterviewRoute = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getInterviewV3",
  tags,
  summary: "Get an interview",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(interviewSchema), "The interview"), ...errorResponses(401, 404, 422) },
});

/** GET /api/v3/interviews/{id}/transcript. */
export const getTranscriptRoute = createRoute({
  method: "get",
  path: "/{id}/transcript",
  operationId: "getInterviewTranscriptV3",
  tags,
  summary: "Get an interview's transcript",
  description:
    "Sections, tasks and spoken chunks with their start and end in seconds; empty sections when none exists yet.",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(transcriptSchema), "The transcript"), ...errorResponses(401, 404, 422) },
});

/** GET /api/v3/interviews/resolve/{id}. */
export const resolveInterviewRoute = createRoute({
  method: "get",
  path: "/resolve/{id}",
  operationId: "resolveInterviewV3",
  tags,
  summary: "Find where an interview lives",
  description: "The study, segment and client of an interview, for building its page's address from its id alone.",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(interviewLocationSchema), "Where the interview is"),
    ...errorResponses(401, 404, 422),
  },
});

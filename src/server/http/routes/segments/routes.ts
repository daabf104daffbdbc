import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import {
  objectiveSchema,
  segmentLocationSchema,
  segmentSchema,
  taskDesignQuerySchema,
  taskDesignSchema,
} from "@/lib/schemas/segment";
import { studyMaterialSchema } from "@/lib/schemas/study-parts";
import { errorResponses, jsonContent } from "../../openapi/responses";

const tags = ["Segments"];
const errors = errorResponses(401, 404, 422);

/** GET /api/v3/segments/{id}. */
export const getSegmentRoute = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getSegmentV3",
  tags,
  summary: "Get a segment",
  description: "Criteria (market, language, gender, age), recruitment (its own, else the study's) and counts.",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(segmentSchema), "The segment"), ...errors },
});

/** GET /api/v3/segments/{id}/objectives. */
export const segmentObjectivesRoute = createRoute({
  method: "get",
  path: "/{id}/objectives",
  operationId: "getSegmentObjectivesV3",
  tags,
  summary: "Business questions of a segment",
  description: "The study's business questions with their insight and quote counts within this segment.",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(z.array(objectiveSchema)), "The business questions"), ...errors },
});

/** GET /api/v3/segments/{id}/study-materials. */
export const segmentMaterialsRoute = createRoute({
  method: "get",
  path: "/{id}/study-materials",
  operationId: "getSegmentStudyMaterialsV3",
  tags,
  summary: "Study materials of a segment",
  description: "The materials shown in the sections this segment's participants saw.",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(z.array(studyMaterialSchema)), "The study materials"), ...errors },
});

/** GET /api/v3/segments/{id}/task-design. */
export const segmentTaskDesignRoute = createRoute({
  method: "get",
  path: "/{id}/task-design",
  operationId: "getSegmentTaskDesignV3",
  tags,
  summary: "Task design of a segment",
  description:
    "Sections, tasks and subtasks used in this segment. Only English translations are loaded (001 §1): `translation` accepts `en`.",
  request: { params: idParamsSchema, query: taskDesignQuerySchema },
  responses: { 200: jsonContent(dataEnvelope(taskDesignSchema), "The task design"), ...errors },
});

/** GET /api/v3/segments/resolve/{id}. */
export const resolveSegmentRoute = createRoute({
  method: "get",
  path: "/resolve/{id}",
  operationId: "resolveSegmentV3",
  tags,
  summary: "Find where a segment lives",
  description: "The study, segment group and client of a segment, for building its page's address from its id alone.",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(segmentLocationSchema), "Where the segment is"), ...errors },
});

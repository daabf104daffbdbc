import { createRoute, z } from "@hono/zod-openapi";
import { businessQuestionSchema } from "@/lib/schemas/business-question";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { studyMaterialSchema, studyResolutionSchema, studySegmentSchema } from "@/lib/schemas/study-parts";
import { errorResponses, jsonContent } from "../../openapi/responses";

const studyPart = <T extends z.ZodType>(path: string, operationId: string, summary: string, data: T) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags: ["Studies"],
    summary,
    request: { params: idParamsSchema },
    responses: {
      200: jsonContent(dataEnvelope(data), summary),
      ...errorResponses(401, 404, 422),
    },
  });

/** GET /api/v3/studies/{id}/segments. */
export const studySegmentsRoute = studyPart(
  "/{id}/segments",
  "listStudySegmentsV3",
  "The study's segments",
  z.array(studySegmentSchema),
);

/** GET /api/v3/studies/{id}/study-materials. */
export const studyMaterialsRoute = studyPart(
  "/{id}/study-materials",
  "listStudyMaterialsV3",
  "The study's materials",
  z.array(studyMaterialSchema),
);

/** GET /api/v3/studies/{id}/business-questions. */
export const studyBusinessQuestionsRoute = studyPart(
  "/{id}/business-questions",
  "listStudyBusinessQuestionsV3",
  "The study's business questions with key takeaways",
  z.array(businessQuestionSchema),
);

/** GET /api/v3/studies/resolve/{id}: a study id, or a socrat study id of a study or segment. */
export const resolveStudyRoute = studyPart(
  "/resolve/{id}",
  "resolveStudyV3",
  "Resolve a study or segment id",
  studyResolutionSchema,
);

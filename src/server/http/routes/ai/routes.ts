import { createRoute } from "@hono/zod-openapi";
import {
  aiGenerationSchema,
  briefRatingRequestSchema,
  briefRatingSchema,
  designCreateSchema,
  outlineCreateSchema,
  refinedBriefSchema,
  translateRequestSchema,
  translationSchema,
} from "@/lib/schemas/ai";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { AI_CONCURRENT_GENERATIONS_PER_CLIENT } from "@/lib/constants";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["AI (Bloom)"];
const capped = `A client has at most ${AI_CONCURRENT_GENERATIONS_PER_CLIENT} generations waiting or running at once, all its members together; beyond that 429 with Retry-After.`;
const polling =
  "Poll GET with the id: COMPLETED carries the result, ERROR the reason; any other status is still running (the client polls every 500 ms for up to 5000 ms, 001 §4). progress is a percentage.";

/** POST /api/v1/ai/study-briefs/rating. */
export const rateBriefRoute = createRoute({
  method: "post",
  path: "/study-briefs/rating",
  operationId: "rateStudyBrief",
  tags,
  summary: "Rate a study brief",
  description:
    "Bloom checks the brief against what a research lead asks of one (objective, audience, market, decision, stimulus, length) and answers a score with concrete suggestions. Needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403).",
  request: { body: jsonBody(briefRatingRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(briefRatingSchema), "The rating"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

/** POST /api/v1/ai/study-briefs/refine. */
export const refineBriefRoute = createRoute({
  method: "post",
  path: "/study-briefs/refine",
  operationId: "refineStudyBrief",
  tags,
  summary: "Rewrite a study brief (Refine with Bloom)",
  description:
    "The brief rewritten under the headings a research lead reads it by, with [bracketed] questions where it says nothing yet. Nothing is stored: the client asks the researcher before using it. Needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403).",
  request: { body: jsonBody(briefRatingRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(refinedBriefSchema), "The rewritten brief"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

/** POST /api/v1/ai/study-outlines. */
export const createOutlineRoute = createRoute({
  method: "post",
  path: "/study-outlines",
  operationId: "createStudyOutline",
  tags,
  summary: "Propose business questions from a brief (AI_OUTLINE)",
  description: `Starts a generation for a draft the caller may edit (else 403, 404 or 409 as the draft editing rules say). ${polling} ${capped}`,
  request: { body: jsonBody(outlineCreateSchema) },
  responses: {
    202: jsonContent(dataEnvelope(aiGenerationSchema), "The generation, PENDING"),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

/** GET /api/v1/ai/study-outlines/{id}. */
export const getOutlineRoute = createRoute({
  method: "get",
  path: "/study-outlines/{id}",
  operationId: "getStudyOutline",
  tags,
  summary: "An AI outline generation",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(aiGenerationSchema), "The generation"),
    ...errorResponses(401, 404, 422),
  },
});

/** POST /api/v1/ai/study-designs. */
export const createDesignRoute = createRoute({
  method: "post",
  path: "/study-designs",
  operationId: "createStudyDesign",
  tags,
  summary: "Propose sections and questions (AI_STUDY_DESIGN)",
  description: `Starts a generation of a study design for the business questions (or, with only_business_question, the section of one of them) of a draft the caller may edit. ${polling} ${capped}`,
  request: { body: jsonBody(designCreateSchema) },
  responses: {
    202: jsonContent(dataEnvelope(aiGenerationSchema), "The generation, PENDING"),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

/** GET /api/v1/ai/study-designs/{id}. */
export const getDesignRoute = createRoute({
  method: "get",
  path: "/study-designs/{id}",
  operationId: "getStudyDesignGeneration",
  tags,
  summary: "An AI study design generation",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(aiGenerationSchema), "The generation"),
    ...errorResponses(401, 404, 422),
  },
});

/** POST /api/v1/ai/translate. */
export const translateRoute = createRoute({
  method: "post",
  path: "/translate",
  operationId: "translateStudyDesign",
  tags,
  summary: "Translate a study's design texts",
  description:
    "The study's section texts, questions, choices and subtasks, each with its translation into `to`. An engine that cannot translate answers translated false with a note and the texts unchanged. Needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403).",
  request: { body: jsonBody(translateRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(translationSchema), "The texts and their translations"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

import { createSignedInRouter } from "../../create-router";
import { handleListObjectives } from "./handlers";
import { businessQuestionsV3, objectivesV3 } from "./routes";

/** /api/v3/objectives, mounted by app.ts. */
export const objectivesRouter = createSignedInRouter().openapi(objectivesV3, handleListObjectives);
/** /api/v3/business-questions, mounted by app.ts. */
export const businessQuestionsRouter = createSignedInRouter().openapi(businessQuestionsV3, handleListObjectives);

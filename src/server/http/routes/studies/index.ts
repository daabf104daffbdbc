import { createSignedInRouter } from "../../create-router";
import { handleGetStudy, handleListStudies } from "./handlers";
import {
  handleResolveStudy,
  handleStudyBusinessQuestions,
  handleStudyMaterials,
  handleStudySegments,
} from "./part-handlers";
import { resolveStudyRoute, studyBusinessQuestionsRoute, studyMaterialsRoute, studySegmentsRoute } from "./part-routes";
import { getStudyRoute, listStudiesRoute } from "./routes";

/** /api/v3/studies, mounted by app.ts. */
export const studiesV3Router = createSignedInRouter()
  .openapi(listStudiesRoute, handleListStudies)
  .openapi(resolveStudyRoute, handleResolveStudy)
  .openapi(getStudyRoute, handleGetStudy)
  .openapi(studySegmentsRoute, handleStudySegments)
  .openapi(studyMaterialsRoute, handleStudyMaterials)
  .openapi(studyBusinessQuestionsRoute, handleStudyBusinessQuestions);

import { createRouter } from "../../create-router";
import { handleGetStudy, handleListStudies } from "./handlers";
import { getStudyRoute, listStudiesRoute } from "./routes";

/** /api/v3/studies, mounted by app.ts. */
export const studiesV3Router = createRouter()
  .openapi(listStudiesRoute, handleListStudies)
  .openapi(getStudyRoute, handleGetStudy);

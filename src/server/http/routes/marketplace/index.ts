import { createSignedInRouter } from "../../create-router";
import { handleOrderObjectUpload, handleStudyTemplate, handleStudyTemplates, handleStudyTypes } from "./handlers";
import { orderObjectUploadRoute, studyTemplateRoute, studyTemplatesRoute, studyTypesRoute } from "./routes";

/** /api/marketplace (001 §7 AI and marketplace), mounted by app.ts; every call needs a session. */
export const marketplaceRouter = createSignedInRouter()
  .openapi(studyTypesRoute, handleStudyTypes)
  .openapi(studyTemplatesRoute, handleStudyTemplates)
  .openapi(studyTemplateRoute, handleStudyTemplate)
  .openapi(orderObjectUploadRoute, handleOrderObjectUpload);

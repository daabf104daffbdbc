import { createSignedInRouter } from "../../create-router";
import {
  handleAudienceSettings,
  handleGetStudy,
  handleRequirementsStatus,
  handleStudyTasks,
  handleUpdateStudy,
} from "./handlers";
import {
  audienceSettingsRoute,
  getStudyV1Route,
  requirementsStatusRoute,
  studyTasksRoute,
  updateStudyRoute,
} from "./routes";

/**
 * /api/studies (001 §7, no version prefix), mounted by app.ts. Other routers may add their own
 * /studies/{id}/… paths beside it (participant videos).
 */
export const studiesRouter = createSignedInRouter()
  .openapi(getStudyV1Route, handleGetStudy)
  .openapi(updateStudyRoute, handleUpdateStudy)
  .openapi(studyTasksRoute, handleStudyTasks)
  .openapi(requirementsStatusRoute, handleRequirementsStatus)
  .openapi(audienceSettingsRoute, handleAudienceSettings);

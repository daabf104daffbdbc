import { createSignedInRouter } from "../../create-router";
import * as handlers from "./handlers";
import * as routes from "./routes";

/**
 * The study creation wizard's writes under /api/studies (001 §7): create, the draft, business
 * questions, design, audience, materials, save draft, publish and builder steps. Mounted by
 * app.ts beside the study reads of studies-v1 (which keeps PUT /studies/{id}).
 */
export const studyDraftsRouter = createSignedInRouter()
  .openapi(routes.createStudyRoute, handlers.handleCreateStudy)
  .openapi(routes.getStudyDraftRoute, handlers.handleGetStudyDraft)
  .openapi(routes.updateObjectivesRoute, handlers.handleUpdateObjectives)
  .openapi(routes.updateTasksRoute, handlers.handleUpdateTasks)
  .openapi(routes.updateAudienceSettingsRoute, handlers.handleUpdateAudienceSettings)
  .openapi(routes.saveDraftRoute, handlers.handleSaveDraft)
  .openapi(routes.createMaterialRoute, handlers.handleCreateMaterial)
  .openapi(routes.deleteMaterialRoute, handlers.handleDeleteMaterial)
  .openapi(routes.publishStudyRoute, handlers.handlePublishStudy)
  .openapi(routes.builderStepRoute, handlers.handleBuilderStep);

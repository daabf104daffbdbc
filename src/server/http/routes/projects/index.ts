import { createSignedInRouter } from "../../create-router";
import { handleListProjects, handleProjectObjectives, handleUpdateProject } from "./handlers";
import { listProjectsRoute, projectObjectivesRoute, updateProjectRoute } from "./routes";

/** /api/projects, mounted by app.ts. */
export const projectsRouter = createSignedInRouter()
  .openapi(listProjectsRoute, handleListProjects)
  .openapi(projectObjectivesRoute, handleProjectObjectives)
  .openapi(updateProjectRoute, handleUpdateProject);

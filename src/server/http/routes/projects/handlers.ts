import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { loadAccessContext } from "@/server/access/access-context";
import { listBusinessQuestions } from "@/server/services/business-questions";
import { getProject, listProjects, updateProject } from "@/server/services/projects/projects";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { listProjectsRoute, projectObjectivesRoute, updateProjectRoute } from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleListProjects: Handler<typeof listProjectsRoute> = async (c) => {
  let context = requireContext(c);
  const { clientId } = c.req.valid("query");
  // clientId (this call's spelling of client_id) picks another client the user may use.
  if (clientId && clientId !== context.clientId) {
    const asked = await loadAccessContext(db(), context.userId, clientId);
    if (!asked) throw new NotFoundError();
    context = asked;
  }
  return c.json(await listProjects(db(), context, c.req.valid("query")), 200);
};

export const handleProjectObjectives: Handler<typeof projectObjectivesRoute> = async (c) => {
  const project = await getProject(db(), requireContext(c), c.req.valid("param").id);
  return c.json(
    {
      data: await listBusinessQuestions(
        db(),
        requireContext(c),
        project.studies.map((s) => s.id),
      ),
    },
    200,
  );
};

export const handleUpdateProject: Handler<typeof updateProjectRoute> = async (c) =>
  c.json({ data: await updateProject(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { PROJECT_FIELDS, type Project, type ProjectListQuery, type TitleUpdate } from "@/lib/schemas/project";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { projects, studies } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../errors";
import {
  type AccessContext,
  preparedProjectScope,
  projectScopeValues,
  scopeToProjects,
} from "../../access/access-context";

/** Projects the context may see: all of the client's, or the member's selected ones. */
const visible = (context: AccessContext) => scopeToProjects(context, projects.clientId, projects.id);

/** The visible studies of projects, by project id, newest first. */
async function studiesOf(database: Database, context: AccessContext, projectIds: number[]) {
  const byProject = new Map<number, { id: number; title: string }[]>(projectIds.map((id) => [id, []]));
  if (!projectIds.length) return byProject;
  const rows = await database
    .select({ id: studies.id, title: studies.title, projectId: studies.projectId })
    .from(studies)
    .where(and(inArray(studies.projectId, projectIds), scopeToProjects(context, studies.clientId, studies.projectId)))
    .orderBy(asc(studies.createdAt), asc(studies.id));
  for (const row of rows) byProject.get(row.projectId)?.push({ id: row.id, title: row.title });
  return byProject;
}

type ProjectRow = typeof projects.$inferSelect;

async function toProjects(database: Database, context: AccessContext, rows: ProjectRow[], withStudies = true) {
  const byProject = withStudies
    ? await studiesOf(
        database,
        context,
        rows.map((r) => r.id),
      )
    : null;
  return rows.map((p) => toProject(p, byProject?.get(p.id) ?? []));
}

const toProject = (p: ProjectRow, studies: Project["studies"]): Project => ({
  id: p.id,
  title: p.title,
  client_created: p.clientCreated,
  created_at: p.createdAt.toISOString(),
  studies,
});

/** GET /projects: a page of the visible projects by title, with only the `fields` asked for. */
export async function listProjects(database: Database, context: AccessContext, query: ProjectListQuery) {
  const fields = query.fields ?? [...PROJECT_FIELDS];
  const [counted, rows] = await Promise.all([
    database.select({ total: count() }).from(projects).where(visible(context)),
    database
      .select()
      .from(projects)
      .where(visible(context))
      .orderBy(asc(projects.title), asc(projects.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const full = await toProjects(database, context, rows, fields.includes("studies"));
  const data = full.map((p) => Object.fromEntries(fields.map((f) => [f, p[f]])) as Partial<Project>);
  const total = counted[0]?.total ?? 0;
  const meta = {
    current_page: query.page,
    per_page: query.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  };
  return { data, meta };
}

/**
 * A project with its visible studies (oldest first) in one statement, prepared once per database:
 * the project page runs it on every view.
 */
const projectStatement = preparedPerDatabase((database) =>
  database
    .select({
      project: projects,
      // The outer row's columns spelled out: Drizzle leaves a one-table select's columns unqualified.
      studies: sql<{ id: number; title: string }[]>`coalesce((select json_agg(json_build_object('id', s.id,
        'title', s.title) order by s.created_at, s.id) from ${studies} s where s.project_id = projects.id
        and s.client_id = projects.client_id), '[]')`,
    })
    .from(projects)
    .where(and(sql`${projects.id} = ${sql.placeholder("id")}`, preparedProjectScope(projects.clientId, projects.id)))
    .prepare("get_project"),
);

/** One visible project with its visible studies; anything else is a 404. */
export async function getProject(database: Database, context: AccessContext, id: number): Promise<Project> {
  const [row] = await projectStatement(database).execute({ id, ...projectScopeValues(context) });
  if (!row) throw new NotFoundError(messages.projectNotFound);
  return toProject(row.project, row.studies);
}

/** PUT /projects/{id}: renames a visible project; needs UPDATE_PROJECT (001 §6). */
export async function updateProject(database: Database, context: AccessContext, id: number, update: TitleUpdate) {
  await getProject(database, context, id);
  if (!context.permissions.has("UPDATE_PROJECT")) throw new ForbiddenError();
  await database.update(projects).set({ title: update.title }).where(eq(projects.id, id));
  return getProject(database, context, id);
}

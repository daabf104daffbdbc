import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";

export interface ProjectRow {
  id: number;
  title: string;
  studies: number;
}

/**
 * The projects of the current client that the user may see, with their study counts, or the one
 * project asked for.
 */
export async function visibleProjects(
  database: Database,
  context: AccessContext,
  projectId: number | null = null,
): Promise<ProjectRow[]> {
  if (context.projectIds?.length === 0) return [];
  // A named statement, planned once per pooled connection: the projects page and the study wizard
  // render with it.
  const { rows } = await database.$client.query<{ id: string; title: string; studies: number }>({
    name: "shell_visible_projects",
    text: `select p.id, p.title, (select count(*)::int from studies s where s.project_id = p.id) as studies
             from projects p
            where p.client_id = $1
              and ($2::bigint[] is null or p.id = any($2))
              and ($3::bigint is null or p.id = $3)
            order by p.title, p.id`,
    values: [context.clientId, context.projectIds ? [...context.projectIds] : null, projectId],
  });
  return rows.map((row) => ({ id: Number(row.id), title: row.title, studies: row.studies }));
}

import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";

/**
 * The project of the study this member created last in the current client, while they may still
 * see it: the wizard preselects it for the next study. Null for a member who has created none.
 */
export async function lastUsedProject(database: Database, context: AccessContext): Promise<number | null> {
  // A named statement, planned once per pooled connection: the new study page runs it on every render.
  const { rows } = await database.$client.query<{ project_id: string }>({
    name: "last_used_project",
    text: `select s.project_id from studies s
            where s.client_id = $1 and s.created_by_user_id = $2
              and ($3::bigint[] is null or s.project_id = any($3))
            order by s.created_at desc, s.id desc limit 1`,
    values: [context.clientId, context.userId, context.projectIds ? [...context.projectIds] : null],
  });
  return rows[0] ? Number(rows[0].project_id) : null;
}

import { db } from "@/server/db/client";

export interface MemberRow {
  id: number;
  name: string;
  email: string;
  role: string;
  access: "ALL" | "SELECTED" | "NONE";
  projects: number;
  status: "ACTIVE" | "PENDING";
}

/** The members of a client, read-only, for the user management frame (the actions come with issue 4). */
export async function listMembers(clientId: number): Promise<MemberRow[]> {
  const { rows } = await db().$client.query<MemberRow & { id: string }>({
    name: "shell_list_members",
    text: `select u.id, trim(u.name || ' ' || u.surname) as name, u.email, r.name as role,
                  m.project_access as access, m.status,
                  (select count(*)::int from project_members pm join projects p on p.id = pm.project_id
                    where pm.user_id = u.id and p.client_id = m.client_id) as projects
             from memberships m join users u on u.id = m.user_id join roles r on r.id = m.role_id
            where m.client_id = $1
            order by m.status, lower(u.name), lower(u.surname), u.id`,
    values: [clientId],
  });
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

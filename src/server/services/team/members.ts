import type { TeamListQuery, TeamMember } from "@/lib/schemas/team";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import { likePattern } from "../../util/text";

interface MemberRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  role_id: string;
  role_name: string;
  status: "ACTIVE" | "PENDING";
  project_access: "ALL" | "SELECTED" | "NONE";
  projects: { id: number; title: string }[] | null;
  auto_grant_new_projects: boolean;
  invited_at: Date;
  last_sent_at: Date | null;
  total: string;
}

const orderings: Record<TeamListQuery["sort"], string> = {
  name: "lower(u.name) asc, lower(u.surname) asc, u.id asc",
  "-name": "lower(u.name) desc, lower(u.surname) desc, u.id desc",
  email: "lower(u.email) asc, u.id asc",
  "-email": "lower(u.email) desc, u.id desc",
  status: "m.status asc, lower(u.name) asc, u.id asc",
  "-status": "m.status desc, lower(u.name) asc, u.id asc",
  role: "lower(r.name) asc, lower(u.name) asc, u.id asc",
  "-role": "lower(r.name) desc, lower(u.name) asc, u.id asc",
  // The enum's order: all projects, selected ones, none.
  access: "m.project_access asc, lower(u.name) asc, u.id asc",
  "-access": "m.project_access desc, lower(u.name) asc, u.id asc",
  invited_at: "invited_at asc, u.id asc",
  "-invited_at": "invited_at desc, u.id desc",
};

const latestInvitation = (column: string) =>
  `(select ${column} from invitations where membership_id = m.id and revoked_at is null order by id desc limit 1)`;

/** The number of the client's members that `where` keeps; $1 is the client. */
const totalQuery = (where: string) =>
  where
    ? `select count(*) from memberships m join users u on u.id = m.user_id join roles r on r.id = m.role_id
        where m.client_id = $1 ${where}`
    : "select count(*) from memberships where client_id = $1";

/**
 * One query for a page of members, ordered and limited over the narrow join of memberships, users
 * and roles. The per-row look-ups (SELECTED projects, latest invitation) sit in the select list, so
 * PostgreSQL runs them for the page's rows only, after the limit. The default order (by name)
 * follows users_name_order_idx: the first page reads 25 index entries instead of sorting the team.
 * The total is a scalar subquery: an index-only count of the client's memberships, joined to users
 * and roles only when a search filters on them.
 */
function memberQuery(where: string, order: string, limit: string) {
  return `select u.id, u.name, u.surname, u.email, r.id as role_id, r.name as role_name, m.status,
       m.project_access, m.auto_grant_new_projects,
       case when m.project_access = 'SELECTED' then
         (select coalesce(json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title, p.id), '[]')
            from project_members pm join projects p on p.id = pm.project_id
           where pm.user_id = m.user_id and p.client_id = m.client_id)
       end as projects,
       coalesce(${latestInvitation("created_at")}, m.created_at) as invited_at,
       ${latestInvitation("last_sent_at")} as last_sent_at,
       (${totalQuery(where)}) as total
  from memberships m
  join users u on u.id = m.user_id
  join roles r on r.id = m.role_id
 where m.client_id = $1 ${where}
 order by ${order}${limit}`;
}

function toMember(row: MemberRow): TeamMember {
  return {
    id: Number(row.id),
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: { id: Number(row.role_id), name: row.role_name },
    status: row.status === "ACTIVE" ? "Active" : "Pending",
    access: { type: row.project_access, projects: row.projects ?? [] },
    auto_grant_new_projects: row.auto_grant_new_projects,
    invited_at: new Date(row.invited_at).toISOString(),
    last_sent_at: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
  };
}

/** GET /api/client/{id}/users: a page of the client's members, searched and sorted. */
export async function listMembers(database: Database, clientId: number, query: TeamListQuery) {
  const values: unknown[] = [clientId, query.per_page, (query.page - 1) * query.per_page];
  let where = "";
  if (query.search) {
    values.push(likePattern(query.search.toLowerCase()));
    where = `and (lower(u.name || ' ' || u.surname) like $4 or lower(u.email) like $4 or lower(r.name) like $4)`;
  }
  // Named, so each pooled connection plans each sort (with or without search) once.
  const { rows } = await database.$client.query<MemberRow>({
    name: `team_members_${query.sort}_${query.search ? "search" : "all"}`,
    text: memberQuery(where, orderings[query.sort], " limit $2 offset $3"),
    values,
  });
  const total = rows[0] ? Number(rows[0].total) : await countMembers(database, clientId, where, values.slice(3));
  return {
    data: rows.map(toMember),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

// A page past the end has no row to carry the total: it is counted alone (the search, if any, as $2).
async function countMembers(database: Database, clientId: number, where: string, extra: unknown[]) {
  const text = `select (${totalQuery(where.replaceAll("$4", "$2"))}) as total`;
  // Raw SQL: totalQuery is the text the page's statement carries as its total.
  const { rows } = await database.$client.query<{ total: string }>(text, [clientId, ...extra]);
  return Number(rows[0]?.total ?? 0);
}

/** One member of the client in the list's shape; 404 when the user is not a member of it. */
export async function getMember(database: Pick<Database, "$client">, clientId: number, userId: number) {
  // Raw SQL: memberQuery's text, so one member reads exactly as a row of the list.
  const { rows } = await database.$client.query<MemberRow>(memberQuery("and m.user_id = $2", "u.id", ""), [
    clientId,
    userId,
  ]);
  if (!rows[0]) throw new NotFoundError();
  return toMember(rows[0]);
}

/**
 * Real objects of the fuzz suite's caller (the demo admin, in their own client), one of each kind
 * a route names, so hostile input reaches a route's validation and write path instead of a 404.
 */
import type pg from "pg";

export interface CallerObjects {
  client: number;
  self: number;
  /** An active member other than the caller, and a pending one (an open invitation). */
  member: number;
  pendingMember: number;
  role: number;
  project: number;
  /** A draft study (the wizard's routes) and a study with research (quotes, showreels, exports). */
  draft: number;
  study: number;
  material: number;
  /** A business question of the draft. */
  objective: number;
  showreel: number;
  publishedShowreel: string;
  quote: number;
  segment: number;
  video: number;
  template: number;
  thread: number;
  /** A named share link of `showreel` (made through the API: the demo data has none). */
  shareLink: string;
  /** Secrets that only a mail carries: an open invitation's and a password reset's tokens. */
  invitationToken: string;
  resetToken: string;
}

async function one<T>(database: pg.Client, sql: string, values: unknown[]): Promise<T> {
  const { rows } = await database.query<{ v: T }>(sql, values);
  if (!rows[0]) throw new Error(`The demo data has no row for: ${sql}`);
  return rows[0].v;
}

/** The caller's objects; what the demo data lacks (`made`) is made through the API. */
export async function callerObjects(
  database: pg.Client,
  email: string,
  made: Pick<CallerObjects, "thread" | "invitationToken" | "resetToken">,
): Promise<Omit<CallerObjects, "shareLink">> {
  const self = await one<number>(database, "select id as v from users where email = $1", [email]);
  const client = await one<number>(database, "select default_client_id as v from users where id = $1", [self]);
  const q = <T>(sql: string, values: unknown[] = [client]) => one<T>(database, sql, values);
  const study = await q<number>(
    `select s.id as v from studies s where s.client_id = $1 and s.status = 'COMPLETED'
      and exists (select 1 from showreels r where r.study_id = s.id and r.type = 'CUSTOM') order by s.id limit 1`,
  );
  const draft = await q<number>("select id as v from studies where client_id = $1 and status = 'DRAFT' order by id");
  return {
    client,
    self,
    ...made,
    study,
    draft,
    member: await q(
      "select user_id as v from memberships where client_id = $1 and status = 'ACTIVE' and user_id <> $2 order by id desc",
      [client, self],
    ),
    pendingMember: await q("select user_id as v from memberships where client_id = $1 and status = 'PENDING'"),
    role: await q("select m.role_id as v from memberships m where m.client_id = $1 and m.user_id = $2", [client, self]),
    project: await q("select project_id as v from studies where id = $1", [study]),
    material: await q("select id as v from study_materials where study_id = $1 order by id", [draft]),
    objective: await q("select id as v from objectives where study_id = $1 order by id", [draft]),
    showreel: await q("select id as v from showreels where study_id = $1 and type = 'CUSTOM' order by id", [study]),
    publishedShowreel: await q("select id as v from published_showreels where client_id = $1"),
    quote: await q("select id as v from quotes where study_id = $1 order by id", [study]),
    segment: await q("select id as v from segments where study_id = $1 order by id", [study]),
    // A published one: it may be shared with a link.
    video: await q("select id as v from interviews where study_id = $1 order by published desc, id", [study]),
    template: await q("select id as v from study_templates order by id", []),
  };
}

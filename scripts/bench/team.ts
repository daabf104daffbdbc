import type { Measurement } from "./foundation";
import { load } from "./load";
import { connectToDatabase, type RunningServer, signInAs } from "./server";
import { percentile } from "./percentile";

const MEMBERS = 1000;

/**
 * Gives the demo admin's client 1,000 more members: a fifth pending, half with selected access to
 * every project of the client (so each row aggregates its projects), the rest with all projects.
 */
async function seedMembers(dataDir: string, clientId: number): Promise<void> {
  const client = await connectToDatabase(dataDir);
  try {
    await client.query("begin");
    await client.query(
      `with role as (select id from roles where not is_staff and lower(name) = 'viewer' limit 1),
            made as (insert into users (email, name, surname)
                     select 'bench' || g || '@bench.test', 'Bench' || g, 'Member' from generate_series(1, $2::int) g
                     returning id)
       insert into memberships (client_id, user_id, role_id, status, project_access)
       select $1, made.id, role.id,
              (case when made.id % 5 = 0 then 'PENDING' else 'ACTIVE' end)::member_status,
              (case when made.id % 2 = 0 then 'SELECTED' else 'ALL' end)::project_access
         from made, role`,
      [clientId, MEMBERS],
    );
    await client.query(
      `insert into project_members (project_id, user_id)
       select p.id, m.user_id from memberships m join users u on u.id = m.user_id
         join projects p on p.client_id = m.client_id
        where m.client_id = $1 and m.project_access = 'SELECTED' and u.email like '%@bench.test'
       on conflict do nothing`,
      [clientId],
    );
    await client.query("commit");
    await client.query("analyze users; analyze memberships; analyze project_members");
  } finally {
    await client.end();
  }
}

/** The team list's budgets: GET /api/client/{id}/users p95 with 1,000 members, and /users at 10 connections. */
export async function benchTeam(server: RunningServer, dataDir: string): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const me = (await (await fetch(`${server.url}/api/user`, { headers: { authorization: bearer } })).json()) as {
    data: { client: { id: number } };
  };
  const clientId = me.data.client.id;
  await seedMembers(dataDir, clientId);

  // The island's first request (25 a page, by name), sequentially: the latency one person sees.
  const listUrl = `${server.url}/api/client/${clientId}/users?per_page=25&sort=name`;
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    const response = await fetch(listUrl, { headers: { authorization: bearer } });
    const body = (await response.json()) as { meta?: { total: number } };
    if (response.status !== 200 || (body.meta?.total ?? 0) < MEMBERS) {
      throw new Error(`team list answered ${response.status} with ${body.meta?.total} members`);
    }
    if (i >= 20) times.push(performance.now() - started); // the first ones warm the plans
  }
  const searched: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await (await fetch(`${listUrl}&search=bench9`, { headers: { authorization: bearer } })).arrayBuffer();
    searched.push(performance.now() - started);
  }
  await load(`${server.url}/users`, 10, 3, { cookie });
  const page = await load(`${server.url}/users`, 10, 10, { cookie });
  if (page.non2xx || page.errors) throw new Error(`/users answered errors: ${JSON.stringify(page)}`);
  return [
    {
      name: `GET /api/client/{id}/users p95, ${MEMBERS} members (sequential)`,
      value: percentile(times, 0.95),
      unit: "ms",
      budget: 50,
    },
    {
      name: "GET /api/client/{id}/users?search= p95 (sequential)",
      value: percentile(searched, 0.95),
      unit: "ms",
      budget: Number.POSITIVE_INFINITY,
    },
    { name: `/users p50 at 10 connections, ${MEMBERS} members`, value: page.p50, unit: "ms", budget: 30 },
    { name: "/users p99 at 10 connections", value: page.p99, unit: "ms", budget: Number.POSITIVE_INFINITY },
  ];
}

import { verify } from "@node-rs/argon2";
import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/client";
import { buildDemoWorld } from "./build/world";
import { hashToken } from "../auth/tokens";
import { DEMO_INVITATION_EMAIL, DEMO_INVITATION_TOKEN, DEMO_PASSWORD } from "./demo-logins";
import { isSeeded, SEED_MARKER_KEY, seedDemo } from "./index";
import { layoutMedia } from "./media/layout";
import { INSERT_ORDER, planWorld } from "./rows/plan-world";

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute(query)).rows as T[];
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of INSERT_ORDER) {
    const name = getTableName(table);
    const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    if (row?.n) counts[name] = row.n;
  }
  return counts;
}

async function permissionsOf(
  email: string,
): Promise<{ client: string | null; role: string; status: string; access: string; permissions: string[] }[]> {
  return rows(sql`
    select c.name as client, r.key as role, coalesce(m.status::text, 'STAFF') as status, coalesce(m.project_access::text, 'ALL') as access,
           coalesce(array_agg(rp.permission_key order by rp.permission_key) filter (where rp.permission_key is not null), '{}') as permissions
      from users u
      join roles r on r.id in (select role_id from memberships where user_id = u.id) or r.id = u.staff_role_id
      left join memberships m on m.user_id = u.id and m.role_id = r.id
      left join clients c on c.id = m.client_id
      left join role_permissions rp on rp.role_id = r.id
     where u.email = ${email}
     group by c.name, r.key, m.status, m.project_access
     order by c.name nulls first`);
}

describe("the seeded demo database", () => {
  it("is marked seeded and holds exactly the planned rows", async () => {
    expect(await isSeeded(db())).toBe(true);
    const world = buildDemoWorld();
    const planned = planWorld(world, { now: new Date(), passwordHash: "x", media: layoutMedia(world) }).counts(
      INSERT_ORDER,
    );
    expect(await tableCounts()).toEqual(planned);
  });

  it("is analyzed, so the planner counts each study's rows with its indexes from the first page on", async () => {
    // reltuples is -1 until a table has been analyzed (or vacuumed).
    const tables = await rows<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples from pg_class where relname in ('interviews', 'quotes', 'insights') and relkind = 'r'`,
    );
    expect(tables).toHaveLength(3);
    for (const table of tables) expect(table.reltuples, table.relname).toBeGreaterThan(0);
  });

  it("signs the five demo users in with the demo password and the permissions of their roles", async () => {
    const logins = await rows<{ email: string; password_hash: string }>(
      sql`select email, password_hash from users where email like '%@demo.test' order by email`,
    );
    expect(logins.map((u) => u.email)).toEqual([
      "admin@demo.test",
      "consultant@demo.test",
      "producer@demo.test",
      "researcher@demo.test",
      "viewer@demo.test",
    ]);
    for (const user of logins) expect(await verify(user.password_hash, DEMO_PASSWORD)).toBe(true);

    const [admin] = await permissionsOf("admin@demo.test");
    expect(admin?.client).toBe("Northwind Foods");
    expect(admin?.permissions).toEqual(
      expect.arrayContaining([
        "EDIT_USER",
        "INVITE_NEW_USERS",
        "VIEW_TEAM_ACCOUNT_STATUS",
        "UPDATE_PROJECT",
        "UPDATE_STUDY",
        "AI_ASSISTANT",
        "publish_videos",
      ]),
    );
    expect((await permissionsOf("researcher@demo.test"))[0]?.permissions).toEqual([
      "AI_ASSISTANT",
      "UPDATE_DRAFT_STUDY_ONLY",
    ]);

    const [viewer] = await permissionsOf("viewer@demo.test");
    expect(viewer).toMatchObject({ permissions: [], access: "SELECTED" });
    const [{ n: viewerProjects } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from project_members pm join users u on u.id = pm.user_id where u.email = 'viewer@demo.test'`,
    );
    expect(viewerProjects).toBe(2);

    const consultant = await permissionsOf("consultant@demo.test");
    expect(consultant.map((m) => m.client)).toEqual(["Lumen Bank", "Northwind Foods"]);
    for (const m of consultant) expect(m.permissions).toContain("ACCESS_MULTIPLE_CLIENTS");

    const [producer] = await permissionsOf("producer@demo.test");
    expect(producer).toMatchObject({ client: null, status: "STAFF" });
    expect(producer?.permissions).toEqual(expect.arrayContaining(["ACCESS_ALL_CLIENTS", "UPDATE_STUDY_STATUS_TO_ANY"]));

    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from memberships m join invitations i on i.membership_id = m.id where m.status = 'PENDING'`,
    );
    expect(pending[0]?.n).toBeGreaterThan(0);
  });

  it("gives one pending invitation the documented demo token, open for days after the seed", async () => {
    const open = await rows<{ email: string; status: string; days_left: number }>(sql`
      select i.email, m.status::text as status, extract(epoch from i.expires_at - now())::float / 86400 as days_left
        from invitations i join memberships m on m.id = i.membership_id
       where i.token_hash = ${hashToken(DEMO_INVITATION_TOKEN)} and i.accepted_at is null and i.revoked_at is null`);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ email: DEMO_INVITATION_EMAIL, status: "PENDING" });
    expect(open[0]!.days_left).toBeGreaterThan(7);
  });

  it("keeps quotes inside their interviews and charts in line with the stored answers", async () => {
    const outside = await rows<{ n: number }>(sql`
      select count(*)::int as n from quotes q join interviews i on i.id = q.interview_id
       where q.start < 0 or q."end" > i.duration_seconds or q."end" <= q.start`);
    expect(outside[0]?.n).toBe(0);
    const scoring = await rows<{ chart: number; diff: number }>(sql`
      select c.id as chart, abs(c.average_value - (select avg((a.value->>'score')::numeric) from task_answers a where a.task_id = c.task_id))::float as diff
        from charts c where c.kind = 'SCORING'`);
    expect(scoring.length).toBeGreaterThan(0);
    for (const row of scoring) expect(row.diff).toBeLessThan(0.01);
    const perStudy = await rows<{ n: number }>(sql`
      select count(i.id)::int as n from studies s left join interviews i on i.study_id = s.id
       where s.display_status_code = 'COMPLETED' group by s.id`);
    expect(perStudy.every((row) => row.n === 8)).toBe(true);
    const badKeys = await rows<{ n: number }>(
      sql`select count(*)::int as n from media_assets where storage_key like '/%' or storage_key like '%..%'`,
    );
    expect(badKeys[0]?.n).toBe(0);
  });

  it("reseeds after a reset, refuses to mix with other data and never seeds twice", async () => {
    const before = await tableCounts();
    await seedDemo(db(), { media: false });
    expect(await tableCounts()).toEqual(before);

    await db().execute(sql`delete from app_meta where key = ${SEED_MARKER_KEY}`);
    await expect(seedDemo(db(), { media: false })).rejects.toThrow(/--reset/);

    // Every table emptied, as a database that was never seeded has them.
    const tables = [...INSERT_ORDER.map((table) => getTableName(table)), "app_meta"];
    await db().execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(", ")} restart identity cascade`));
    expect(await isSeeded(db())).toBe(false);
    expect(await tableCounts()).toEqual({});
    await seedDemo(db(), { media: false });
    expect(await tableCounts()).toEqual(before);

    await seedDemo(db(), { media: false, replace: true });
    expect(await tableCounts()).toEqual(before);
    // Ids were inserted explicitly; the identity sequences must have moved past them.
    const [created] = await rows<{ id: number }>(sql`insert into clients (name) values ('Fresh client') returning id`);
    expect(created?.id).toBe(3);
  });
});

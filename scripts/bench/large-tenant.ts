import type pg from "pg";
import { insertGeneratedQuotes } from "./quote-generator";

const INTERVIEWS_PER_STUDY = 40;
const QUOTES_PER_INTERVIEW = 50;

/**
 * Gives the admin's client (Northwind Foods) `quotes` more quotes with the shape of a large
 * research team's history: studies of 40 interviews of 50 quotes each (1,000,000 quotes are 500
 * studies and 20,000 interviews), spread over its projects, so a query scoped to a study or a
 * project meets the row counts it would in production. Returns the new studies' ids.
 */
export async function seedLargeTenant(client: pg.Client, quotes: number): Promise<number[]> {
  const studyCount = Math.ceil(quotes / (INTERVIEWS_PER_STUDY * QUOTES_PER_INTERVIEW));
  const { rows: studies } = await client.query<{ id: string }>(
    `with c as (select default_client_id as id from users where email = 'admin@demo.test'),
          p as (select array_agg(id order by id) as ids from projects where client_id = (select id from c))
     insert into studies (client_id, project_id, title, status, display_status_code)
     select (select id from c), p.ids[1 + g % cardinality(p.ids)], 'Generated study ' || g, 'COMPLETED', 'COMPLETED'
       from generate_series(1, $1) g cross join p
     returning id`,
    [studyCount],
  );
  const studyIds = studies.map((row) => Number(row.id));
  await client.query(
    `insert into participants (client_id, study_id, name)
     select s.client_id, s.id, 'Participant ' || g from studies s cross join generate_series(1, $2) g where s.id = any($1::bigint[])`,
    [studyIds, INTERVIEWS_PER_STUDY],
  );
  await client.query(
    `insert into interviews (client_id, study_id, participant_id, duration_seconds)
     select p.client_id, p.study_id, p.id, 900 from participants p where p.study_id = any($1::bigint[])`,
    [studyIds],
  );
  await insertGeneratedQuotes(
    client,
    quotes,
    {
      sql: `select client_id, study_id, null::bigint as segment_id, id as interview_id, participant_id,
                   null::bigint as task_id
              from interviews where study_id = any($1::bigint[]) order by id`,
      params: [studyIds],
      perSource: QUOTES_PER_INTERVIEW,
    },
    0.17,
  );
  await client.query("analyze studies, participants, interviews");
  return studyIds;
}

import { sql } from "drizzle-orm";
import type { GENDERS, RECRUITMENT_METHODS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { Segment } from "@/lib/schemas/segment";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { scopeStudies } from "../research-scope";

type Gender = (typeof GENDERS)[number];

type Row = {
  id: string;
  study_id: string;
  client_id: string;
  socrat_study_id: number | null;
  title: string;
  group_id: string | null;
  group_title: string | null;
  market: string | null;
  language: string | null;
  gender: Gender | null;
  age_min: number | null;
  age_max: number | null;
  method: (typeof RECRUITMENT_METHODS)[number] | null;
  r_age_min: number | null;
  r_age_max: number | null;
  countries: string[] | null;
  custom_criteria: string | null;
  devices: string[] | null;
  r_gender: Gender | null;
  r_language: string | null;
  required_interviews: number | null;
  interviews: number;
  quotes: number;
  showreels: number;
};

async function segmentRow(database: Database, context: AccessContext, id: number): Promise<Row> {
  // The segment's own recruitment when it has one, else the study's (segment_id null).
  // Raw SQL: that setting is picked by a lateral subquery, and scopeStudies is written against the alias `s`.
  const { rows } = await database.execute<Row>(sql`
    select g.id, g.study_id, s.client_id, g.socrat_study_id, g.title, grp.id as group_id, grp.title as group_title,
           g.market, g.language, g.gender, g.age_min, g.age_max, r.method, r.age_min as r_age_min,
           r.age_max as r_age_max, r.countries, r.custom_criteria, r.devices, r.gender as r_gender,
           r.language as r_language, r.required_interviews,
           (select count(*)::int from interviews i where i.segment_id = g.id) as interviews,
           (select count(*)::int from quotes q where q.segment_id = g.id) as quotes,
           (select count(*)::int from showreels sr where sr.segment_id = g.id) as showreels
      from segments g
      join studies s on s.id = g.study_id
      left join segment_groups grp on grp.id = g.segment_group_id
      left join lateral (select * from recruitment_settings rs where rs.study_id = g.study_id
                          and (rs.segment_id = g.id or rs.segment_id is null)
                          order by rs.segment_id nulls last limit 1) r on true
     where g.id = ${id} and ${scopeStudies(context, "s")}`);
  if (!rows[0]) throw new NotFoundError(messages.segmentNotFound);
  return rows[0];
}

/** A segment with its criteria, recruitment and counts; another client's or a hidden project's is a 404. */
export async function getSegment(database: Database, context: AccessContext, id: number): Promise<Segment> {
  const row = await segmentRow(database, context, id);
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    socrat_study_id: row.socrat_study_id,
    title: row.title,
    segment_group: row.group_id === null ? null : { id: Number(row.group_id), title: row.group_title ?? "" },
    market: row.market,
    language: row.language,
    gender: row.gender,
    age_range: { min: row.age_min, max: row.age_max },
    recruitment:
      row.method === null
        ? null
        : {
            method: row.method,
            // Not-null columns: set whenever the lateral join found a setting (method is set).
            age_range: { min: row.r_age_min!, max: row.r_age_max! },
            countries: row.countries ?? [],
            custom_criteria: row.custom_criteria,
            devices: row.devices ?? [],
            gender: row.r_gender ?? "ANY",
            language: row.r_language ?? "en",
            required_interviews: row.required_interviews ?? 0,
          },
    counts: { interviews: row.interviews, quotes: row.quotes, showreels: row.showreels },
  };
}

/** Where a segment lives (study, group, client), for links that only know its id. */
export async function resolveSegment(database: Database, context: AccessContext, id: number) {
  const row = await segmentRow(database, context, id);
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    segment_group_id: row.group_id === null ? null : Number(row.group_id),
    client_id: Number(row.client_id),
  };
}

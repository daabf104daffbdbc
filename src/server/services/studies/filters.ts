import type { Database } from "../../db/client";
import type { AccessContext } from "../../access/access-context";

export interface Option {
  id: number;
  name: string;
}

export interface StudyFilterOptions {
  projects: Option[];
  types: Option[];
  templates: Option[];
  tags: string[];
}

// One statement, prepared once per connection (it runs on every study-list render). $1 is the
// client, $2 the visible project ids (null: all of them).
const FILTER_OPTIONS_SQL = `
  with visible as (
    select study_type_id, template_id, tags from studies
     where client_id = $1 and ($2::bigint[] is null or project_id = any($2::bigint[])))
  select
    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.title) order by p.title), '[]')
       from projects p where p.client_id = $1 and ($2::bigint[] is null or p.id = any($2::bigint[]))) as projects,
    (select coalesce(json_agg(x order by x.name), '[]') from (
       select distinct t.id, t.name from visible v join study_types t on t.id = v.study_type_id) x) as types,
    (select coalesce(json_agg(x order by x.name), '[]') from (
       select distinct t.id, t.title as name from visible v join study_templates t on t.id = v.template_id) x) as templates,
    (select coalesce(array_agg(distinct tag order by tag), '{}') from visible v, unnest(v.tags) as tag) as tags`;

/** The choices the study list offers, limited to what the context can see; one round trip. */
export async function studyFilterOptions(database: Database, context: AccessContext): Promise<StudyFilterOptions> {
  const { rows } = await database.$client.query<StudyFilterOptions>({
    name: "study_filter_options",
    text: FILTER_OPTIONS_SQL,
    values: [context.clientId, context.projectIds ? [...context.projectIds] : null],
  });
  return rows[0]!;
}

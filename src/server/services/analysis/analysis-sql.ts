import type { AnalysisKind } from "@/lib/constants";

/**
 * The studies an analysis covers: $1 client, $2 visible project ids (null: all), $3 one study,
 * $4 one project (null: no such filter). Every kind but role counts within it.
 */
export const SCOPE = `scope as (
  select s.id from studies s
   where s.client_id = $1 and ($2::bigint[] is null or s.project_id = any($2::bigint[]))
     and ($3::bigint is null or s.id = $3) and ($4::bigint is null or s.project_id = $4))`;

const AGE_BAND = `case when p.age is null then 'Unknown' when p.age < 25 then '18–24' when p.age < 35 then '25–34'
  when p.age < 45 then '35–44' when p.age < 55 then '45–54' else '55+' end`;

/** One statement per kind; $5 is the limit (role: $1 client, $2 limit). */
export const ANALYSIS_SQL: Record<AnalysisKind, string> = {
  user: `with ${SCOPE}
    select p.id::text as key, p.name as label, p.country as "group", count(i.id)::int as count
      from participants p join scope on scope.id = p.study_id
      left join interviews i on i.participant_id = p.id
     group by p.id order by count desc, p.name, p.id limit $5`,
  role: `select r.key, r.name as label, null as "group", count(m.id)::int as count
      from memberships m join roles r on r.id = m.role_id
     where m.client_id = $1 and m.status = 'ACTIVE'
     group by r.id order by count desc, r.name limit $2`,
  language: `with ${SCOPE}
    select i.language as key, i.language as label, null as "group", count(*)::int as count
      from interviews i join scope on scope.id = i.study_id
     group by i.language order by count desc, i.language limit $5`,
  task: `with ${SCOPE}
    select t.id::text as key, t.text as label, t.type::text as "group", count(a.id)::int as count
      from tasks t join scope on scope.id = t.study_id join task_answers a on a.task_id = t.id
     group by t.id order by count desc, t.id limit $5`,
  task_options: `with ${SCOPE}
    select t.id || ':' || (x.o->>'id') as key, x.o->>'text' as label, t.text as "group", count(a.id)::int as count
      from tasks t join scope on scope.id = t.study_id
      cross join lateral jsonb_array_elements(t.options) with ordinality as x(o, n)
      left join task_answers a on a.task_id = t.id
            and (a.value->>'choice' = x.o->>'id' or coalesce(a.value->'choices', '[]'::jsonb) ? (x.o->>'id'))
     group by t.id, x.n, x.o order by t.id, x.n limit $5`,
  audience_answer: `with ${SCOPE}
    select v.key, v.label, v.grp as "group", count(*)::int as count
      from participants p join scope on scope.id = p.study_id
      cross join lateral (values
        ('gender:' || coalesce(p.gender::text, 'UNKNOWN'), coalesce(p.gender::text, 'Unknown'), 'gender'),
        ('country:' || coalesce(p.country, 'UNKNOWN'), coalesce(p.country, 'Unknown'), 'country'),
        ('age:' || ${AGE_BAND}, ${AGE_BAND}, 'age')) as v(key, label, grp)
     group by v.key, v.label, v.grp order by v.grp, count desc, v.key limit $5`,
};

/** The headline numbers of analyze_results over the scope. */
export const RESULTS_SQL = `with ${SCOPE}
  select (select count(*)::int from scope) as studies,
         (select count(*)::int from studies s join scope on scope.id = s.id where s.display_status_code = 'COMPLETED')
           as completed_studies,
         (select count(*)::int from interviews i join scope on scope.id = i.study_id) as interviews,
         (select count(*)::int from participants p join scope on scope.id = p.study_id) as participants,
         (select coalesce(sum(i.duration_seconds), 0)::float8 from interviews i join scope on scope.id = i.study_id)
           as interview_seconds,
         (select count(*)::int from quotes q join scope on scope.id = q.study_id) as quotes,
         (select count(*)::int from insights n join scope on scope.id = n.study_id) as insights,
         (select count(*)::int from showreels r join scope on scope.id = r.study_id) as showreels,
         (select coalesce(array_agg(distinct i.language order by i.language), '{}')
            from interviews i join scope on scope.id = i.study_id) as languages`;

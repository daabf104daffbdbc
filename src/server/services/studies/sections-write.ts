import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { sections } from "../../db/schema";
import type { WritePart } from "./design-write";
import { idsInInsertOrder, paragraphHtml } from "./design-rows";
import type { TasksInput } from "./tasks-validate";

/**
 * The listed sections in order, with their materials: the new ones are inserted now (only when
 * there are any); the part updates the saved ones that differ and syncs every listed one's
 * material links (those kept stay, those dropped go, new ones are added). Answers their ids.
 */
export async function sectionsPart(
  tx: Transaction,
  studyId: number,
  segmentId: number | null,
  input: TasksInput["sections"],
): Promise<{ ids: number[]; part: WritePart | null }> {
  const rows = input.map((section, position) => ({
    id: section.id,
    objective_id: section.objective_id,
    text: section.text,
    html: paragraphHtml(section.text),
    position,
  }));
  const added = rows.filter((row) => row.id === undefined);
  const created = added.length
    ? idsInInsertOrder(
        await tx
          .insert(sections)
          .values(
            added.map(({ objective_id, text, html, position }) => ({
              studyId,
              segmentId,
              objectiveId: objective_id,
              text,
              html,
              position,
            })),
          )
          .returning({ id: sections.id }),
      )
    : [];
  let next = 0;
  const ids = rows.map((row) => row.id ?? created[next++]!);
  if (!ids.length) return { ids, part: null };
  const saved = rows.filter((row) => row.id !== undefined);
  const links = input.flatMap((section, i) =>
    [...new Set(section.study_material_ids)].map((materialId) => ({ section_id: ids[i]!, material_id: materialId })),
  );
  const ctes = [
    sql`section_updated as (
        update sections as s set
          objective_id = v.objective_id, text = v.text, html = v.html, position = v.position
        from jsonb_to_recordset(${JSON.stringify(saved)}::jsonb)
          as v(id bigint, objective_id bigint, text text, html text, position integer)
        where s.id = v.id
          and (s.objective_id, s.text, s.position) is distinct from (v.objective_id, v.text, v.position)
        returning s.id)`,
    sql`section_listed as (
        select * from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(section_id bigint, material_id bigint))`,
    sql`section_unlinked as (
        delete from section_materials l
        where l.section_id in ${ids}
          and not exists (select 1 from section_listed x where x.section_id = l.section_id and x.material_id = l.material_id)
        returning l.section_id)`,
    sql`section_linked as (
        insert into section_materials (section_id, material_id) select section_id, material_id from section_listed
        on conflict do nothing returning section_id)`,
  ];
  const changed = sql`(select count(*) from section_updated) + (select count(*) from section_unlinked)
    + (select count(*) from section_linked)`;
  return { ids, part: { ctes, changed, inserted: created.length > 0 } };
}

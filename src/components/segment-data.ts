import type { AstroGlobal } from "astro";
import { SEGMENT_SECTIONS, type SegmentSection, loginPath, parseId } from "@/lib/paths";
import type { Study } from "@/lib/schemas/study";
import { db } from "@/server/db/client";
import type { AccessContext } from "@/server/access/access-context";
import { itemInSegments, segmentIdsOf } from "@/server/services/segments/segment-pages";
import { getStudy } from "@/server/services/studies/read";

export type SegmentKind = "study-segments" | "study-segment-groups";

/**
 * A segment or segment group with its study id, only when its study is visible in the context
 * (another tenant's or a hidden project's answers null, shown as 404).
 */
export async function findSegment(
  context: AccessContext,
  kind: SegmentKind,
  id: number,
): Promise<{ id: number; title: string; studyId: number } | null> {
  const table = kind === "study-segments" ? "segments" : "segment_groups";
  const { rows } = await db().$client.query<{ id: string; title: string; study_id: string }>({
    name: `shell_find_${table}`,
    text: `select x.id, x.title, x.study_id from ${table} x join studies s on s.id = x.study_id
            where x.id = $1 and s.client_id = $2 and ($3::bigint[] is null or s.project_id = any($3))`,
    values: [id, context.clientId, context.projectIds ? [...context.projectIds] : null],
  });
  const row = rows[0];
  return row ? { id: Number(row.id), title: row.title, studyId: Number(row.study_id) } : null;
}

export interface SegmentPageData {
  kind: SegmentKind;
  segment: { id: number; title: string; studyId: number };
  study: Study;
  section: SegmentSection;
  /** The single interview, quote, showreel or objective asked for, if any. */
  item: number | null;
  /** The segments the page covers: the segment, or every segment of the group. */
  segmentIds: number[];
}

/**
 * What a segment page shows, or the response to send instead (login when signed out, 404 for a
 * malformed path or a segment outside the context; no id leads to the study list).
 */
export async function loadSegmentPage(astro: AstroGlobal, kind: SegmentKind, rest: string | undefined) {
  const { context } = astro.locals;
  if (!context) return astro.redirect(loginPath(astro.url.pathname + astro.url.search));
  const [idPart, sectionPart, itemPart, ...extra] = (rest ?? "").split("/").filter(Boolean);
  if (!idPart) return astro.redirect("/studies");
  const id = parseId(idPart);
  const section = (sectionPart ?? "summary") as SegmentSection;
  const item = itemPart ? parseId(itemPart) : null;
  const itemOk = !itemPart || (item !== null && section !== "details" && section !== "summary");
  if (id === null || !SEGMENT_SECTIONS.includes(section) || !itemOk || extra.length) return astro.rewrite("/404");
  const segment = await findSegment(context, kind, id);
  if (!segment) return astro.rewrite("/404");
  const segmentIds = await segmentIdsOf(db(), kind === "study-segments" ? "segment" : "group", segment.id);
  if (item !== null && !(await itemInSegments(db(), section, item, segmentIds, segment.studyId))) {
    return astro.rewrite("/404");
  }
  const study = await getStudy(db(), context, segment.studyId);
  return { kind, segment, study, section, item, segmentIds } satisfies SegmentPageData;
}

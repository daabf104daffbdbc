/**
 * What the showreels section of a study, segment or segment-group page shows: the list (curated
 * first, with the quotes "New showreel" picks from) or one showreel in its editor.
 */
import type { FeatureFlag } from "@/lib/constants";
import type { Showreel, ShowreelClip } from "@/lib/schemas/showreel";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { NotFoundError } from "../errors";
import { type QuoteToPick, quotesToPick } from "../services/showreels/quotes-to-pick";
import { listShowreelClips } from "../services/showreels/showreel-clips";
import { listShowreelCursor } from "../services/showreels/showreel-lists";
import { getShowreel } from "../services/showreels/showreel-query";
import { mayEditShowreels } from "../services/showreels/showreel-writes";
import { type LinkViews, viewsOfShowreels } from "../services/sharing/view-stats";

export type ShowreelSectionView =
  | {
      kind: "list";
      curated: Showreel[];
      custom: Showreel[];
      quotes: QuoteToPick[];
      canEdit: boolean;
      /** The share links' view log per showreel id (reels without views are absent). */
      views: Map<number, LinkViews>;
    }
  | { kind: "editor"; showreel: Showreel; clips: ShowreelClip[]; canEdit: boolean; canPublish: boolean };

/**
 * The section for `showreelId` (null: the list). With `segmentIds` (a segment page) the list holds
 * the showreels made for these segments or for the whole study. A showreel the member may not see,
 * or of another study, throws NotFoundError (the page answers 404).
 */
export async function showreelSection(
  context: AccessContext,
  flags: ReadonlySet<FeatureFlag>,
  place: { studyId: number; showreelId: number | null; segmentIds?: readonly number[] },
): Promise<ShowreelSectionView> {
  const { studyId, showreelId, segmentIds } = place;
  const canEdit = mayEditShowreels(context);
  if (showreelId !== null) {
    const [showreel, clips] = await Promise.all([
      getShowreel(db(), context, showreelId, flags),
      listShowreelClips(db(), context, showreelId),
    ]);
    if (showreel.study_id !== studyId) throw new NotFoundError();
    return { kind: "editor", showreel, clips, canEdit, canPublish: context.permissions.has("publish_videos") };
  }
  const [{ data }, quotes] = await Promise.all([
    listShowreelCursor(db(), context, { study_id: studyId, limit: 100 }, flags),
    canEdit ? quotesToPick(db(), context, studyId, segmentIds) : [],
  ]);
  const shown = segmentIds ? data.filter((s) => s.segment_id === null || segmentIds.includes(s.segment_id)) : data;
  const views = await viewsOfShowreels(
    db(),
    shown.map((s) => s.id),
  );
  return {
    kind: "list",
    curated: shown.filter((s) => s.type === "CURATED"),
    custom: shown.filter((s) => s.type === "CUSTOM"),
    quotes,
    canEdit,
    views,
  };
}

import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FeatureFlag } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { showreels, studies } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { sourcesPending } from "../../jobs/showreel-clips";
import { videosPreparing } from "../videos/preparing";
import { toShowreel } from "./showreel-view";

/** Columns of a showreel with its clip ids in reel order and the id of its public link. */
export const showreelColumns = {
  showreel: showreels,
  projectId: studies.projectId,
  quoteIds: sql<number[]>`coalesce((select array_agg(sq.quote_id order by sq.position) from showreel_quotes sq
    where sq.showreel_id = ${showreels.id}), '{}')`.mapWith((ids: string[]) => ids.map(Number)),
  publicId: sql<string | null>`(select p.id from published_showreels p where p.showreel_id = ${showreels.id}
    order by p.created_at limit 1)`,
};

/** Showreels joined to their study, limited to what the context may see. */
export function scopedShowreels(database: Database, context: AccessContext, where?: SQL) {
  return database
    .select(showreelColumns)
    .from(showreels)
    .innerJoin(studies, eq(studies.id, showreels.studyId))
    .where(and(scopeToProjects(context, showreels.clientId, studies.projectId), where));
}

export type ShowreelQueryRow = Awaited<ReturnType<typeof scopedShowreels>>[number];

/** The row of a showreel the context may see, or the spec's 404 "Showreel not found". */
export async function findShowreel(database: Database, context: AccessContext, id: number): Promise<ShowreelQueryRow> {
  const [row] = await scopedShowreels(database, context, eq(showreels.id, id));
  if (!row) throw new NotFoundError(messages.showreelNotFound);
  return row;
}

/** The API shape of a query row. */
export const showreelOf = (row: ShowreelQueryRow, flags?: ReadonlySet<FeatureFlag>) =>
  toShowreel(row.showreel, row.quoteIds, row.publicId, flags);

/** One showreel as the API answers it, with how far its interview videos are while it waits for them. */
export async function getShowreel(
  database: Database,
  context: AccessContext,
  id: number,
  flags?: ReadonlySet<FeatureFlag>,
) {
  const reel = showreelOf(await findShowreel(database, context, id), flags);
  if (reel.status === "READY" || reel.status === "ERROR" || !(await sourcesPending(id))) return reel;
  return { ...reel, preparing: await videosPreparing(database, reel.client_id) };
}

import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { studyMaterials } from "../../db/schema";

/** The names of a study's materials, for Bloom: what participants will see, never the files themselves. */
export async function materialNames(database: Database, studyId: number): Promise<string[]> {
  const rows = await database
    .select({ title: studyMaterials.title })
    .from(studyMaterials)
    .where(eq(studyMaterials.studyId, studyId))
    .orderBy(asc(studyMaterials.position));
  return rows.map((row) => row.title).filter(Boolean);
}

import { asc, eq, type SQL } from "drizzle-orm";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { Database } from "../../db/client";
import { studyMaterials } from "../../db/schema";
import { signedThumbnail } from "./material-thumbnail";

/** The study materials (stimuli) of a study the caller has scoped, in position order. */
export function listStudyMaterials(database: Pick<Database, "select">, studyId: number): Promise<StudyMaterial[]> {
  return selectStudyMaterials(database, eq(studyMaterials.studyId, studyId));
}

/** Study materials matching `where` (the caller has scoped it), in position order, as the wire shape. */
export async function selectStudyMaterials(database: Pick<Database, "select">, where: SQL): Promise<StudyMaterial[]> {
  const rows = await database
    .select()
    .from(studyMaterials)
    .where(where)
    .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    title: m.title,
    name: m.name,
    mime_type: m.mimeType,
    url: m.url,
    thumbnail: signedThumbnail(m.thumbnailUrl),
    link: m.link,
    android_link: m.androidLink,
    ios_link: m.iosLink,
    file_name: m.fileName,
    file_mime_type: m.fileMimeType,
    file_path: m.filePath,
    position: m.position,
  }));
}

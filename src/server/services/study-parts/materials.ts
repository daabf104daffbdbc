import { asc, eq } from "drizzle-orm";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { Database } from "../../db/client";
import { studyMaterials } from "../../db/schema";

/** The study materials (stimuli) of a study the caller has scoped, in position order. */
export async function listStudyMaterials(database: Database, studyId: number): Promise<StudyMaterial[]> {
  const rows = await database
    .select()
    .from(studyMaterials)
    .where(eq(studyMaterials.studyId, studyId))
    .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    title: m.title,
    name: m.name,
    mime_type: m.mimeType,
    url: m.url,
    thumbnail: m.thumbnailUrl,
    link: m.link,
    android_link: m.androidLink,
    ios_link: m.iosLink,
    file_name: m.fileName,
    file_mime_type: m.fileMimeType,
    file_path: m.filePath,
    position: m.position,
  }));
}

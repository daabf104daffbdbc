import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { recordEvents } from "../analytics";
import { loadDesignDoc } from "./design-doc-data";
import { DOCX_TYPE, exportFileName, type ExportFile } from "./export-file";
import { inExportSlot } from "./export-slots";
import { buildInWorker } from "./office-pool";

/**
 * POST /v1/study-designs/export: the design of a study the caller may see as a Word document
 * (another tenant's or a hidden study is a 404). Records the "task-design Word export" event of 001 §4.
 */
export function exportStudyDesign(database: Database, context: AccessContext, studyId: number): Promise<ExportFile> {
  return inExportSlot(() => makeDesignDoc(database, context, studyId));
}

async function makeDesignDoc(database: Database, context: AccessContext, studyId: number): Promise<ExportFile> {
  const doc = await loadDesignDoc(database, context, studyId);
  const bytes = await buildInWorker({ kind: "design-doc", doc, exportedAt: new Date() });
  await recordEvents(database, context, [{ name: "task_design_word_export", properties: { study_id: studyId } }]);
  return { fileName: exportFileName(doc.title, "study design", "docx"), contentType: DOCX_TYPE, bytes };
}

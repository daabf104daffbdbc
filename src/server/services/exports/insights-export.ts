import type { InsightsExport } from "@/lib/schemas/export";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { documentText } from "../../util/html-text";
import { recordEvents } from "../analytics";
import { getProject } from "../projects/projects";
import { exportFileName, type ExportFile, PPTX_TYPE } from "./export-file";
import { inExportSlot } from "./export-slots";
import { buildInWorker } from "./office-pool";
import { loadStudyDeck } from "./study-deck-data";

/**
 * POST /v1/insights/export: the PowerPoint deck of a study, or of a project's studies in order,
 * with what the caller may see (another tenant's or a hidden study or project is a 404, and a
 * project holds only its studies the caller may see). Records the "PPT export" event of 001 §4.
 */
export function exportInsights(
  database: Database,
  context: AccessContext,
  request: InsightsExport,
): Promise<ExportFile> {
  return inExportSlot(() => makeDeck(database, context, request));
}

async function makeDeck(database: Database, context: AccessContext, request: InsightsExport): Promise<ExportFile> {
  const options = { publicShowreels: request.public_showreels };
  const exportedAt = new Date();
  let title: string;
  let bytes: Buffer;
  if (request.project_id !== undefined) {
    const project = await getProject(database, context, request.project_id);
    // One after the other: each study reads in a handful of queries, and a project export must
    // not take every pooled connection the pages need.
    const studies = [];
    for (const study of project.studies) studies.push(await loadStudyDeck(database, context, study.id, options));
    title = documentText(project.title);
    bytes = await buildInWorker({
      kind: "deck",
      input: { project: { title }, studies, publicShowreels: options.publicShowreels, exportedAt },
    });
  } else {
    const study = await loadStudyDeck(database, context, request.study_id!, options);
    title = study.title;
    bytes = await buildInWorker({
      kind: "deck",
      input: { project: null, studies: [study], publicShowreels: options.publicShowreels, exportedAt },
    });
  }
  await recordEvents(database, context, [
    {
      name: "ppt_export",
      properties: {
        ...(request.project_id !== undefined ? { project_id: request.project_id } : { study_id: request.study_id }),
        language_code: request.language_code,
        public_showreels: request.public_showreels,
      },
    },
  ]);
  return { fileName: exportFileName(title, "insights", "pptx"), contentType: PPTX_TYPE, bytes };
}

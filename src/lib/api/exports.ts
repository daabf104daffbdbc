import type { InsightsExportInput } from "../schemas/export";
import { apiRequest, type DownloadedFile } from "./client";

/** POST /api/v1/insights/export: a study's or project's insights as a PowerPoint file. */
export const exportInsightsDeck = (input: InsightsExportInput, signal?: AbortSignal) =>
  apiRequest<DownloadedFile>("POST", "/v1/insights/export", { body: input, download: true, signal });

/** POST /api/v1/study-designs/export: a study's design as a Word file. */
export const exportStudyDesign = (studyId: number, signal?: AbortSignal) =>
  apiRequest<DownloadedFile>("POST", "/v1/study-designs/export", {
    body: { study_id: studyId },
    download: true,
    signal,
  });

/** Hands a file made in the browser's memory to the person as a download, under its own name. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

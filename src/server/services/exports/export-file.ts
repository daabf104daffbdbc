/** A made document, as the export routes send it. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Longest file name offered, before its extension (file systems allow 255 bytes; this reads well). */
const MAX_NAME = 120;

/**
 * A file name for a download from the title of what it holds: "Barista Oat – concept test –
 * insights.pptx". Characters no file system accepts (/ \ : * ? " < > | and controls) become
 * spaces; an empty title falls back to `fallback`.
 */
export function exportFileName(title: string, what: string, extension: "pptx" | "docx"): string {
  const cleaned = `${title} – ${what}`
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_NAME)
    .trim();
  return `${cleaned || what}.${extension}`;
}

/**
 * The Content-Disposition of a download (RFC 6266): an ASCII file name for old clients and the
 * full UTF-8 one in filename*, which every current browser uses.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

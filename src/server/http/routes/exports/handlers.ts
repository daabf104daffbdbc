import type { Context } from "hono";
import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { attachmentHeader, type ExportFile } from "@/server/services/exports/export-file";
import { exportInsights } from "@/server/services/exports/insights-export";
import { exportStudyDesign } from "@/server/services/exports/design-export";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { exportInsightsRoute, exportStudyDesignRoute } from "./routes";

/** A made file as a download; never cached (it holds what the caller may see now). */
function sendFile(c: Context<AppEnv>, file: ExportFile) {
  c.header("Content-Type", file.contentType);
  c.header("Content-Disposition", attachmentHeader(file.fileName));
  c.header("Cache-Control", "no-store");
  // A view of the file's bytes, not a copy: a deck is megabytes.
  return c.body(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength), 200);
}

export const handleExportInsights: RouteHandler<typeof exportInsightsRoute, AppEnv> = async (c) =>
  sendFile(c, await exportInsights(db(), requireContext(c), c.req.valid("json")));

export const handleExportStudyDesign: RouteHandler<typeof exportStudyDesignRoute, AppEnv> = async (c) =>
  sendFile(c, await exportStudyDesign(db(), requireContext(c), c.req.valid("json").study_id));

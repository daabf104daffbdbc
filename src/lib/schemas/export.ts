import { z } from "zod";
import { EXPORT_LANGUAGES } from "../constants";
import { messages } from "../messages";

/** An id in a JSON body: "This value is required" when missing, the field's own words when wrong. */
const bodyId = (field: string) => {
  const invalid = messages.exportIdInvalid(field);
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : invalid) })
    .int(invalid)
    .positive(invalid)
    .max(Number.MAX_SAFE_INTEGER, invalid)
    .meta({ example: 1 });
};

/**
 * POST /v1/insights/export (001 §7): a study's or a project's insights as a PowerPoint deck.
 * Exactly one of study_id and project_id; public_showreels adds links to the public pages of the
 * showreels that are published.
 */
export const insightsExportSchema = z
  .object({
    study_id: bodyId("study id").optional(),
    project_id: bodyId("project id").optional(),
    language_code: z.enum(EXPORT_LANGUAGES, { error: messages.exportLanguage }).default("en"),
    public_showreels: z.boolean({ error: messages.exportPublicShowreels }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.study_id === undefined && value.project_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["study_id"], message: messages.exportTargetRequired });
    }
    if (value.study_id !== undefined && value.project_id !== undefined) {
      ctx.addIssue({ code: "custom", path: ["project_id"], message: messages.exportTargetBoth });
    }
  })
  .meta({ id: "InsightsExport" });

/** POST /v1/study-designs/export (001 §7): a study's design as a Word document. */
export const studyDesignExportSchema = z.object({ study_id: bodyId("study id") }).meta({ id: "StudyDesignExport" });

export type InsightsExport = z.infer<typeof insightsExportSchema>;
export type InsightsExportInput = z.input<typeof insightsExportSchema>;
export type StudyDesignExport = z.infer<typeof studyDesignExportSchema>;

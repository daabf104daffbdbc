import { createRoute, z } from "@hono/zod-openapi";
import { insightsExportSchema, studyDesignExportSchema } from "@/lib/schemas/export";
import { DOCX_TYPE, PPTX_TYPE } from "@/server/services/exports/export-file";
import { errorResponses, jsonBody } from "../../openapi/responses";

const tags = ["Exports"];
const binary = z.string().meta({ format: "binary" });
const download = (type: string, description: string) => ({
  description: `${description}, as a download (Content-Disposition: attachment with the file name)`,
  content: { [type]: { schema: binary } },
});

const insightsExport = (path: string, operationId: string, summary: string, description: string) =>
  createRoute({
    method: "post",
    path,
    operationId,
    tags,
    summary,
    description,
    request: { body: jsonBody(insightsExportSchema) },
    responses: {
      200: download(PPTX_TYPE, "The PowerPoint deck"),
      ...errorResponses(401, 404, 422),
    },
  });

const deckContents =
  "A 16:9 deck: a title slide, the study facts, key takeaways, a slide per business question, a slide per insight with its chart as a native chart object, its text and up to three quotes (with the clip's thumbnail; time codes in the speaker notes), and the showreels; public_showreels links each published showreel's public page. A project's deck is its title slide and its studies in order. A study or project the user may not see is a 404.";

/** POST /api/v1/insights/export (001 §7): a study's or a project's insights as a PowerPoint deck. */
export const exportInsightsRoute = insightsExport(
  "/insights/export",
  "exportInsights",
  "Export insights to PowerPoint",
  `${deckContents} Records the "PPT export" analytics event.`,
);

/**
 * The PowerPoint export call of 001 §7, whose path the spec does not show: the same deck and body
 * as /v1/insights/export, under a name that says what it makes.
 */
export const exportPowerPointRoute = insightsExport(
  "/powerpoint/export",
  "exportPowerPoint",
  "Export to PowerPoint",
  `The PowerPoint export call of 001 §7 (its path not shown there): the same as POST /v1/insights/export. ${deckContents}`,
);

/** POST /api/v1/study-designs/export (001 §7): a study's design as a Word document. */
export const exportStudyDesignRoute = createRoute({
  method: "post",
  path: "/study-designs/export",
  operationId: "exportStudyDesign",
  tags,
  summary: "Export a study design to Word",
  description:
    'The brief, audience and recruitment, business questions and every section with its questions in order, each written as a participant sees it, with real headings, numbered questions and a table of contents. A study the user may not see is a 404. Records the "task-design Word export" analytics event.',
  request: { body: jsonBody(studyDesignExportSchema) },
  responses: {
    200: download(DOCX_TYPE, "The Word document"),
    ...errorResponses(401, 404, 422),
  },
});

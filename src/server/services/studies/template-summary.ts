import type { StudyTemplateSummary } from "@/lib/schemas/marketplace";
import type { studyTemplates } from "../../db/schema";

type TemplateRow = typeof studyTemplates.$inferSelect;

const stimuliKinds = { FILE: "FILE", LINK: "LINK", ANY: "FILE_LINK" } as const;

/** A template as the draft shows it (the library's summary shape). */
export function templateSummary(
  row: TemplateRow,
  studyType: { id: number; name: string } | null,
): StudyTemplateSummary {
  const sections = row.studyDesign.sections;
  return {
    id: row.id,
    template_id: row.templateId,
    title: row.title,
    purpose: row.purpose,
    study_type: studyType,
    stimuli_type: row.stimuliType,
    stimuli_kind: stimuliKinds[row.stimuliType],
    min_stimuli_count: row.minStimuliCount,
    max_stimuli_count: row.maxStimuliCount,
    recommended: row.recommended,
    filters: row.filters,
    recruit_method: row.recruitMethod,
    quality_assurance: row.qualityAssurance,
    counts: {
      business_questions: row.objectives.length,
      sections: sections.length,
      questions: sections.reduce((sum, section) => sum + section.tasks.length, 0),
    },
  };
}

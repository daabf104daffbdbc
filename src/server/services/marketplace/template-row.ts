import { getTableColumns, sql } from "drizzle-orm";
import { TASK_TYPES, type TaskType } from "@/lib/constants";
import type { StudyTemplate, StudyTemplateSummary, TemplateTask } from "@/lib/schemas/marketplace";
import { studyTemplates, studyTypes, type TemplateDesign } from "../../db/schema";

/** The columns one template row is read with: its own, its study type's name, and its design's counts. */
export const templateColumns = {
  ...getTableColumns(studyTemplates),
  typeName: studyTypes.name,
  sectionCount: sql<number>`jsonb_array_length(${studyTemplates.studyDesign} -> 'sections')`.mapWith(Number),
  questionCount: sql<number>`(select coalesce(sum(jsonb_array_length(s -> 'tasks')), 0)
      from jsonb_array_elements(${studyTemplates.studyDesign} -> 'sections') s)`.mapWith(Number),
};

type TemplateRow = typeof studyTemplates.$inferSelect & {
  typeName: string | null;
  sectionCount: number;
  questionCount: number;
};

/** The kind of study material a template takes: its stimuli type, with ANY spelled FILE_LINK (either). */
const stimuliKind = (type: TemplateRow["stimuliType"]) => (type === "ANY" ? "FILE_LINK" : type);

/** A stored task type the contract does not know (hand-edited catalogue) reads as think-aloud. */
const taskType = (type: string): TaskType =>
  (TASK_TYPES as readonly string[]).includes(type) ? (type as TaskType) : "TEXT_ONLY";

/** A template as the library's list shows it. */
export function toTemplateSummary(row: TemplateRow): StudyTemplateSummary {
  return {
    id: row.id,
    template_id: row.templateId,
    title: row.title,
    purpose: row.purpose,
    study_type: row.studyTypeId !== null && row.typeName !== null ? { id: row.studyTypeId, name: row.typeName } : null,
    stimuli_type: row.stimuliType,
    stimuli_kind: stimuliKind(row.stimuliType),
    min_stimuli_count: row.minStimuliCount,
    max_stimuli_count: row.maxStimuliCount,
    recommended: row.recommended,
    filters: row.filters,
    recruit_method: row.recruitMethod,
    quality_assurance: row.qualityAssurance,
    counts: {
      business_questions: row.objectives.length,
      sections: row.sectionCount,
      questions: row.questionCount,
    },
  };
}

function toTask(task: TemplateDesign["sections"][number]["tasks"][number]): TemplateTask {
  return {
    type: taskType(task.type),
    text: task.text,
    explainer: task.explainer ?? false,
    options: task.options ?? [],
    scale_length: task.scale ?? null,
    subtasks: (task.subtasks ?? []).map((sub) => ({ type: taskType(sub.type), text: sub.text })),
  };
}

/** A template with its business questions, design and defaults. */
export function toTemplate(row: TemplateRow): StudyTemplate {
  return {
    ...toTemplateSummary(row),
    objectives: row.objectives,
    study_design: {
      sections: row.studyDesign.sections.map((section) => ({
        objective: section.objective,
        text: section.text,
        tasks: section.tasks.map(toTask),
      })),
    },
    custom_criteria: row.customCriteria,
    brief: row.brief,
    country_languages: row.countryLanguages,
  };
}

/** What /studies/create shows (001 §2): the template library, its study types, the preselection. */
import type { StudyTemplateSummary, StudyType } from "@/lib/schemas/marketplace";
import { studyTemplateListQuerySchema } from "@/lib/schemas/marketplace";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listStudyTemplates, listStudyTypes } from "../services/marketplace/catalog";
import { visibleProjects } from "../services/projects/visible-projects";
import { bloom } from "../ai/current-engine";

export interface CreateStudyPageView {
  templates: StudyTemplateSummary[];
  types: StudyType[];
  /** template_id of the address, when it names a template of the library. */
  templateId: number | null;
  /** project_id of the address, when the member may see that project. */
  projectId: number | null;
  /** The AI variant: which engine answers (the UI says so). */
  engine: string;
}

const positiveId = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** The library for the SELECT_TEMPLATE step; unknown ids in the address are ignored, not refused. */
export async function createStudyPage(context: AccessContext, search: URLSearchParams): Promise<CreateStudyPageView> {
  const wantedProject = positiveId(search.get("project_id"));
  const [templates, types, projects] = await Promise.all([
    listStudyTemplates(db(), studyTemplateListQuerySchema.parse({})),
    listStudyTypes(db()),
    wantedProject ? visibleProjects(db(), context, wantedProject) : Promise.resolve([]),
  ]);
  const wantedTemplate = positiveId(search.get("template_id"));
  if (search.get("ai") === "true") bloom().prepare?.();
  return {
    templates,
    types: types.filter((type) => type.template_count > 0),
    templateId: templates.some((t) => t.id === wantedTemplate) ? wantedTemplate : null,
    projectId: projects[0]?.id ?? null,
    engine: bloom().label,
  };
}

/** What /studies/create shows (001 §2): the template library, its study types, the preselection. */
import type { StudyTemplateSummary, StudyType } from "@/lib/schemas/marketplace";
import { studyTemplateListQuerySchema } from "@/lib/schemas/marketplace";
import { LRUCache } from "lru-cache";
import { TEMPLATE_LIBRARY_KEEP_MS } from "@/lib/constants";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listStudyTemplates, listStudyTypes } from "../services/marketplace/catalog";
import { lastUsedProject } from "../services/projects/last-used-project";
import { visibleProjects } from "../services/projects/visible-projects";
import { bloom } from "../ai/current-engine";

export interface CreateStudyPageView {
  templates: StudyTemplateSummary[];
  types: StudyType[];
  /** template_id of the address, when it names a template of the library. */
  templateId: number | null;
  /**
   * The project the new study goes into unless the member picks another: project_id of the
   * address when the member may see it, else the project of the study they created last, else
   * their first project (null when they see none).
   */
  projectId: number | null;
  /** The projects the member may file the study into (Bloom's variant asks on its first step). */
  projects: { id: number; title: string }[];
  /** The AI variant: which engine answers (the UI says so). */
  engine: string;
}

type Library = [StudyTemplateSummary[], StudyType[]];

/**
 * The library and its study types, read once per TEMPLATE_LIBRARY_KEEP_MS per process (two of the
 * page's five statements, the same for every member and client; only a first start's seed writes
 * them). Only a read that found templates is kept: a failed one is not, nor an empty one (a node
 * may serve before another node's first start has seeded the library).
 */
const kept = new LRUCache<"library", Library>({ max: 1, ttl: TEMPLATE_LIBRARY_KEEP_MS });
async function templateLibrary(): Promise<Library> {
  const known = kept.get("library");
  if (known) return known;
  const library: Library = await Promise.all([
    listStudyTemplates(db(), studyTemplateListQuerySchema.parse({})),
    listStudyTypes(db()),
  ]);
  if (library[0].length > 0) kept.set("library", library);
  return library;
}

const positiveId = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** The library for the SELECT_TEMPLATE step; unknown ids in the address are ignored, not refused. */
export async function createStudyPage(context: AccessContext, search: URLSearchParams): Promise<CreateStudyPageView> {
  const wantedProject = positiveId(search.get("project_id"));
  const [[templates, types], projects, lastUsed] = await Promise.all([
    templateLibrary(),
    visibleProjects(db(), context),
    lastUsedProject(db(), context),
  ]);
  const wantedTemplate = positiveId(search.get("template_id"));
  const visible = (id: number | null) => (projects.some((p) => p.id === id) ? id : null);
  if (search.get("ai") === "true") bloom().prepare?.();
  return {
    templates,
    types: types.filter((type) => type.template_count > 0),
    templateId: templates.some((t) => t.id === wantedTemplate) ? wantedTemplate : null,
    projectId: visible(wantedProject) ?? visible(lastUsed) ?? projects[0]?.id ?? null,
    projects: projects.map(({ id, title }) => ({ id, title })),
    engine: bloom().label,
  };
}

/**
 * What /projects, /projects/{project}, …/summary and …/insights/{insight?} show (001 §2): the
 * list of the member's projects; a project's studies and business questions; or its insights.
 */
import { parseId } from "@/lib/paths";
import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Project } from "@/lib/schemas/project";
import type { StudySummary } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listBusinessQuestions } from "../services/business-questions";
import { getProject } from "../services/projects/projects";
import { type ProjectRow, visibleProjects } from "../services/projects/visible-projects";
import { listStudies } from "../services/studies/list";
import { type InsightsScreen, insightsScreen } from "./insights-screen";

/** The most studies a project's summary lists. */
const STUDIES_OF_A_PROJECT = 100;

export type { ProjectRow };

export type ProjectPageView =
  | { kind: "list"; projects: ProjectRow[] }
  | { kind: "summary"; project: Project; studies: StudySummary[]; questions: BusinessQuestion[] }
  | { kind: "insights"; project: Project; screen: InsightsScreen };

/** A /projects/… path: the project, its section (summary or insights) and one insight. */
interface ProjectPath {
  projectId: number | null;
  section: "summary" | "insights";
  insightId: number | null;
}

/** Reads the rest of a /projects/… path, or null when it is not one of the route table's. */
function parseProjectPath(rest: string | undefined): ProjectPath | null {
  const [idPart, section, itemPart, ...extra] = (rest ?? "").split("/").filter(Boolean);
  const projectId = idPart ? parseId(idPart) : null;
  const insightId = itemPart ? parseId(itemPart) : null;
  const valid =
    extra.length === 0 &&
    (!idPart || projectId !== null) &&
    (!section || section === "summary" || section === "insights") &&
    (!itemPart || (section === "insights" && insightId !== null));
  if (!valid) return null;
  return { projectId, section: section === "insights" ? "insights" : "summary", insightId };
}

/**
 * The page for the rest of its path, or null for a path outside the route table. A project the
 * member may not see, or an insight not of its studies, throws NotFoundError (404).
 */
export async function projectPage(
  context: AccessContext,
  rest: string | undefined,
  url: URL,
): Promise<ProjectPageView | null> {
  const path = parseProjectPath(rest);
  if (!path) return null;
  if (path.projectId === null) return { kind: "list", projects: await visibleProjects(db(), context) };
  const project = await getProject(db(), context, path.projectId);
  const studyIds = project.studies.map((s) => s.id);
  if (path.section === "insights") {
    return { kind: "insights", project, screen: await insightsScreen(context, url, studyIds, path.insightId) };
  }
  const [studies, questions] = await Promise.all([
    listStudies(db(), context, { project_id: project.id, limit: STUDIES_OF_A_PROJECT }).then((page) => page.data),
    listBusinessQuestions(db(), context, studyIds),
  ]);
  return { kind: "summary", project, studies, questions };
}

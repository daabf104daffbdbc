import type { AccessContext } from "@/server/access/access-context";
import { parseId } from "@/lib/paths";
import type { Project } from "@/lib/schemas/project";
import { db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { getProject } from "@/server/services/projects";

/** A /projects/… path: the project, its section (summary or insights) and one insight. */
export interface ProjectPath {
  projectId: number | null;
  section: "summary" | "insights";
  insightId: number | null;
}

/** Reads the rest of a /projects/… path, or null when it is not one of the route table's (a 404). */
export function parseProjectPath(rest: string | undefined): ProjectPath | null {
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

/** The project if the member may see it, else null (shown as 404). */
export async function loadProject(context: AccessContext, id: number): Promise<Project | null> {
  try {
    return await getProject(db(), context, id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

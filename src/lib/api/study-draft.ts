import type {
  AudienceSettingsUpdate,
  CreateStudy,
  StudyCreated,
  DraftObjective,
  ObjectivesUpdate,
  StudyDesign,
  StudyDraft,
  StudyMaterialCreate,
  StudyUpdate,
  TasksUpdate,
} from "../schemas/study-draft";
import type { Study } from "../schemas/study";
import type { AudienceSetting, StudyMaterial } from "../schemas/study-parts";
import type { Order } from "../schemas/order";
import type { WizardStep } from "../constants";
import { apiSend } from "./client";
import { pageQueryClient } from "./query-client";

/*
 * The wizard's calls (001 §7). Every successful update drops the cached study, project, task and
 * audience-settings reads (001 §7), so other views of the study are fresh after the wizard.
 */

function cleared<T>(result: T): T {
  for (const key of ["studies", "projects", "tasks", "audience-settings"]) {
    void pageQueryClient().invalidateQueries({ queryKey: [key] });
  }
  return result;
}

const studyPath = (id: number, part = "") => `/studies/${id}${part}`;

/** POST /api/studies: the draft's first save, from a template or a brief; answers its identity. */
export async function createStudy(body: CreateStudy): Promise<StudyCreated> {
  return cleared((await apiSend<{ data: StudyCreated }>("POST", "/studies", body)).data);
}

/** PUT /api/studies/{id}: the details step. */
export async function updateStudy(id: number, body: StudyUpdate): Promise<Study> {
  return cleared((await apiSend<{ data: Study }>("PUT", studyPath(id), body)).data);
}

/** PUT /api/studies/{id}/objectives: the business questions. */
export async function updateObjectives(id: number, body: ObjectivesUpdate): Promise<DraftObjective[]> {
  return cleared((await apiSend<{ data: DraftObjective[] }>("PUT", studyPath(id, "/objectives"), body)).data);
}

/** PUT /api/studies/{id}/tasks: sections, questions and the tasks to delete. */
export async function updateTasks(id: number, body: TasksUpdate): Promise<StudyDesign> {
  return cleared((await apiSend<{ data: StudyDesign }>("PUT", studyPath(id, "/tasks"), body)).data);
}

/** PUT /api/studies/{id}/audience_settings: recruitment, recording and audiences. */
export async function updateAudience(id: number, body: AudienceSettingsUpdate): Promise<AudienceSetting[]> {
  return cleared((await apiSend<{ data: AudienceSetting[] }>("PUT", studyPath(id, "/audience_settings"), body)).data);
}

/** POST /api/studies/{id}/objects: a study material from an upload or a link. */
export async function addStudyMaterial(id: number, body: StudyMaterialCreate): Promise<StudyMaterial> {
  return cleared((await apiSend<{ data: StudyMaterial }>("POST", studyPath(id, "/objects"), body)).data);
}

/** DELETE /api/studies/{id}/objects/{objectId}. */
export async function deleteStudyMaterial(id: number, materialId: number): Promise<void> {
  await apiSend<unknown>("DELETE", studyPath(id, `/objects/${materialId}`));
  cleared(null);
}

/** POST /api/studies/{id}/save_draft: Save draft (locks what 001 §4 says a saved draft locks). */
export async function saveDraft(id: number): Promise<StudyDraft> {
  return cleared((await apiSend<{ data: StudyDraft }>("POST", studyPath(id, "/save_draft"))).data);
}

/** POST /api/studies/{id}/builder_steps: the builder-step analytics event (001 §4); never fails the page. */
export function recordBuilderStep(id: number, step: WizardStep): void {
  apiSend("POST", studyPath(id, "/builder_steps"), { step }).catch(() => undefined);
}

/** POST /api/orders: Start study. Clears the project list cache (001 §7). */
export async function startStudy(studyId: number): Promise<Order> {
  return cleared((await apiSend<{ data: Order }>("POST", "/orders", { study_id: studyId, terms_accepted: true })).data);
}

import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { AI_STUDY_DEFAULT_TITLE, LANGUAGES, MARKETS, TASK_TYPES, type TaskType } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { CreateStudy, StudyDraft } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";
import { objectives, projects, sections, studies, studyTemplates, tasks, type TemplateDesign } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { mayEditDrafts } from "./draft-access";
import { getStudyDraft } from "./draft";
import { idsInInsertOrder, paragraphHtml, positionName, storedOptions, storedScale } from "./design-rows";

const asTaskType = (type: string): TaskType =>
  (TASK_TYPES as readonly string[]).includes(type) ? (type as TaskType) : "TEXT_ONLY";

/** The project a new study goes into: the one asked for if the context sees it, else its first. */
async function targetProject(database: Database, context: AccessContext, projectId: number | undefined) {
  const [project] = await database
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        scopeToProjects(context, projects.clientId, projects.id),
        projectId === undefined ? undefined : eq(projects.id, projectId),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  if (!project) throw new NotFoundError("Project not found.");
  return project.id;
}

/** Copies a template's business questions and design into a new study (sections tied by index). */
async function copyDesign(tx: Transaction, studyId: number, titles: string[], design: TemplateDesign) {
  const objectiveIds = titles.length
    ? (
        await tx
          .insert(objectives)
          .values(titles.map((title, position) => ({ studyId, title, position })))
          .returning({ id: objectives.id })
      ).map((row) => row.id)
    : [];
  // Three statements whatever the design's size (sections, questions, subtasks): one per row made
  // the first save of the wizard slow with ten people starting at once.
  const sectionIds = design.sections.length
    ? idsInInsertOrder(
        await tx
          .insert(sections)
          .values(
            design.sections.map((section, s) => ({
              studyId,
              objectiveId: objectiveIds[section.objective] ?? null,
              text: section.text,
              html: paragraphHtml(section.text),
              position: s,
            })),
          )
          .returning({ id: sections.id }),
      )
    : [];
  const questions = design.sections.flatMap((section, s) =>
    section.tasks.map((task, t) => ({ s, t, task, type: asTaskType(task.type), sectionId: sectionIds[s]! })),
  );
  const questionIds = questions.length
    ? idsInInsertOrder(
        await tx
          .insert(tasks)
          .values(
            questions.map(({ s, t, task, type, sectionId }) => ({
              studyId,
              sectionId,
              text: task.text,
              html: paragraphHtml(task.text),
              type,
              position: t,
              positionName: positionName(s, t),
              optionsType: type === "SUBTASKS" ? ("SUBTASKS" as const) : ("TEXT_ONLY" as const),
              options: storedOptions((task.options ?? []).map((text) => ({ text }))),
              scaleLength: storedScale(type, task.scale),
              isExplainer: type === "TEXT_ONLY" && (task.explainer ?? false),
            })),
          )
          .returning({ id: tasks.id }),
      )
    : [];
  const subtasks = questions.flatMap(({ s, t, task, type, sectionId }, q) =>
    (type === "SUBTASKS" ? (task.subtasks ?? []) : []).map((subtask, k) => ({
      studyId,
      sectionId,
      parentId: questionIds[q]!,
      text: subtask.text,
      html: paragraphHtml(subtask.text),
      type: asTaskType(subtask.type),
      position: k,
      positionName: positionName(s, t, k),
    })),
  );
  if (subtasks.length) await tx.insert(tasks).values(subtasks);
}

/**
 * Creates a draft study from a template (POST /api/studies, the wizard's first save): the
 * template's title (unless given), purpose, type, brief, provider review, business questions and
 * design, and its first country and language. No audience yet: RECRUIT must choose one. Needs
 * UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403); an unknown template or a project the context does
 * not see is a 404.
 */
export async function createStudy(database: Database, context: AccessContext, input: CreateStudy): Promise<StudyDraft> {
  if (!mayEditDrafts(context)) throw new ForbiddenError(messages.editNoPermission);
  const projectId = await targetProject(database, context, input.project_id);
  if (input.ai) return createAiStudy(database, context, projectId, input);
  const [template] = await database
    .select()
    .from(studyTemplates)
    .where(eq(studyTemplates.id, input.template_id ?? 0));
  if (!template) throw new NotFoundError("Template not found.");
  const first = template.countryLanguages[0];
  const market = first && (MARKETS as readonly string[]).includes(first.country) ? first.country : null;
  const language =
    first && (LANGUAGES as readonly string[]).includes(first.language_code) ? first.language_code : undefined;
  const id = await database.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({
        clientId: context.clientId,
        projectId,
        templateId: template.id,
        studyTypeId: template.studyTypeId,
        title: input.title ?? template.title,
        purpose: template.purpose,
        brief: template.brief,
        qualityAssurance: template.qualityAssurance,
        recruitMethod: template.recruitMethod,
        market,
        ...(language ? { language } : {}),
        status: "DRAFT",
        displayStatusCode: "DRAFT",
        clientCreated: true,
        createdByUserId: context.userId,
        // 128 random bits: the participant link of a self-recruited study.
        participantToken: randomBytes(16).toString("base64url"),
      })
      .returning({ id: studies.id });
    await copyDesign(tx, study!.id, template.objectives, template.studyDesign);
    return study!.id;
  });
  return getStudyDraft(database, context, id);
}

/**
 * The AI variant's draft (001 §2, issue 16): no template, the researcher's brief, marked
 * created_with_ai; Bloom proposes its business questions and design in the next steps.
 */
async function createAiStudy(
  database: Database,
  context: AccessContext,
  projectId: number,
  input: CreateStudy,
): Promise<StudyDraft> {
  const [study] = await database
    .insert(studies)
    .values({
      clientId: context.clientId,
      projectId,
      title: input.title ?? AI_STUDY_DEFAULT_TITLE,
      purpose: "",
      brief: input.brief ?? "",
      market: input.market ?? null,
      ...(input.language ? { language: input.language } : {}),
      createdWithAi: true,
      status: "DRAFT",
      displayStatusCode: "DRAFT",
      clientCreated: true,
      createdByUserId: context.userId,
      participantToken: randomBytes(16).toString("base64url"),
    })
    .returning({ id: studies.id });
  return getStudyDraft(database, context, study!.id);
}

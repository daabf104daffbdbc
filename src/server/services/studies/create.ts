import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { AI_STUDY_DEFAULT_TITLE, LANGUAGES, MARKETS, TASK_TYPES, type TaskType } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { CreateStudy, StudyCreated } from "@/lib/schemas/study-draft";
import type { Database } from "../../db/client";
import { projects, studies, studyTemplates, type TemplateDesign } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { grantNewProjectToAutoGrantMembers } from "../team/auto-grant";
import { mayEditDrafts } from "./draft-access";
import { paragraphHtml, positionName, storedOptions, storedScale } from "./design-rows";

const asTaskType = (type: string): TaskType =>
  (TASK_TYPES as readonly string[]).includes(type) ? (type as TaskType) : "TEXT_ONLY";

/**
 * The project a new study goes into (the one asked for if the context sees it, else its first)
 * and the template asked for, in one query; a 404 names whichever is missing.
 */
async function projectAndTemplate(
  database: Database,
  context: AccessContext,
  projectId: number | undefined,
  templateId: number | null,
) {
  const [row] = await database
    .select({ projectId: projects.id, template: studyTemplates })
    .from(projects)
    .leftJoin(studyTemplates, eq(studyTemplates.id, templateId ?? 0))
    .where(
      and(
        scopeToProjects(context, projects.clientId, projects.id),
        projectId === undefined ? undefined : eq(projects.id, projectId),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  if (!row) throw new NotFoundError(messages.projectNotFound);
  return row;
}

/**
 * The rows of a template's design as `jsonb_to_recordset` reads them, each tied to its parent by
 * position (a section to its business question's, a question to its section's, a subtask to its
 * question's), since the parents' ids exist only inside the statement that makes them.
 */
function designRows(titles: string[], design: TemplateDesign) {
  const questions = design.sections.flatMap((section, s) =>
    section.tasks.map((task, t) => ({ s, t, task, type: asTaskType(task.type) })),
  );
  return {
    objectives: titles.map((title, position) => ({ title, position })),
    sections: design.sections.map((section, s) => ({
      objective: section.objective,
      text: section.text,
      html: paragraphHtml(section.text),
      position: s,
    })),
    tasks: questions.map(({ s, t, task, type }) => ({
      section: s,
      text: task.text,
      html: paragraphHtml(task.text),
      type,
      position: t,
      position_name: positionName(s, t),
      options_type: type === "SUBTASKS" ? "SUBTASKS" : "TEXT_ONLY",
      options: storedOptions((task.options ?? []).map((text) => ({ text }))),
      scale_length: storedScale(type, task.scale),
      is_explainer: type === "TEXT_ONLY" && (task.explainer ?? false),
    })),
    subtasks: questions.flatMap(({ s, t, task, type }) =>
      (type === "SUBTASKS" ? (task.subtasks ?? []) : []).map((subtask, k) => ({
        section: s,
        task: t,
        text: subtask.text,
        html: paragraphHtml(subtask.text),
        type: asTaskType(subtask.type),
        position: k,
        position_name: positionName(s, t, k),
      })),
    ),
  };
}

/**
 * Inserts the study and a copy of its template's business questions and design in one statement
 * (data-modifying CTEs, atomic without a transaction): one round trip instead of a transaction of
 * seven, so the wizard's first save stays fast with many people starting at once.
 */
async function insertStudyWithDesign(
  database: Database,
  study: typeof studies.$inferInsert,
  titles: string[],
  design: TemplateDesign,
): Promise<number> {
  const rows = designRows(titles, design);
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const { rows: made } = await database.execute<{ id: number }>(sql`
    with study as ${database.insert(studies).values(study).returning({ id: studies.id })},
    bq as (
      insert into objectives (study_id, title, position)
      select study.id, x.title, x.position
        from study, jsonb_to_recordset(${json(rows.objectives)}) as x(title text, position int)
      returning id, position),
    sec as (
      insert into sections (study_id, objective_id, text, html, position)
      select study.id, bq.id, x.text, x.html, x.position
        from study cross join jsonb_to_recordset(${json(rows.sections)})
             as x(objective int, text text, html text, position int)
        left join bq on bq.position = x.objective
      returning id, position),
    question as (
      insert into tasks (study_id, section_id, text, html, type, position, position_name, options_type,
                         options, scale_length, is_explainer)
      select study.id, sec.id, x.text, x.html, x.type::task_type, x.position, x.position_name,
             x.options_type::options_type, x.options, x.scale_length, x.is_explainer
        from study cross join jsonb_to_recordset(${json(rows.tasks)})
             as x(section int, text text, html text, type text, position int, position_name text,
                  options_type text, options jsonb, scale_length int, is_explainer boolean)
        join sec on sec.position = x.section
      returning id, section_id, position),
    subtask as (
      insert into tasks (study_id, section_id, parent_id, text, html, type, position, position_name)
      select study.id, sec.id, question.id, x.text, x.html, x.type::task_type, x.position, x.position_name
        from study cross join jsonb_to_recordset(${json(rows.subtasks)})
             as x(section int, task int, text text, html text, type text, position int, position_name text)
        join sec on sec.position = x.section
        join question on question.section_id = sec.id and question.position = x.task)
    select id from study`);
  return Number(made[0]!.id);
}

/** What POST /api/studies answers for a study just inserted. */
const created = (
  id: number,
  study: Pick<typeof studies.$inferInsert, "title" | "projectId" | "templateId" | "createdWithAi">,
): StudyCreated => ({
  id,
  title: study.title,
  status: "DRAFT",
  created_with_ai: study.createdWithAi ?? false,
  project_id: study.projectId,
  template_id: study.templateId ?? null,
});

/**
 * Creates a draft study from a template (POST /api/studies, the wizard's first save): the
 * template's title (unless given), purpose, type, brief, provider review, business questions and
 * design, and its first country and language. No audience yet: RECRUIT must choose one. Needs
 * UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403); an unknown template or a project the context does
 * not see is a 404. Members with the automatic-access option get the study's project (000 §3).
 * Answers the new draft's identity; GET /api/studies/{id}/draft reads the rest.
 */
export async function createStudy(
  database: Database,
  context: AccessContext,
  input: CreateStudy,
): Promise<StudyCreated> {
  if (!mayEditDrafts(context)) throw new ForbiddenError(messages.editNoPermission);
  const { projectId, template } = await projectAndTemplate(
    database,
    context,
    input.project_id,
    input.ai ? null : (input.template_id ?? null),
  );
  const made = input.ai
    ? await createAiStudy(database, context, projectId, input)
    : await createTemplateStudy(database, context, projectId, input, template);
  // 000 §3: members with the option get access to new studies; access goes by project.
  await grantNewProjectToAutoGrantMembers(database, {
    clientId: context.clientId,
    projectId,
    grantedBy: context.userId,
  });
  return made;
}

/** A draft from a template: its business questions and design copied in (insertStudyWithDesign). */
async function createTemplateStudy(
  database: Database,
  context: AccessContext,
  projectId: number,
  input: CreateStudy,
  template: typeof studyTemplates.$inferSelect | null,
): Promise<StudyCreated> {
  if (!template) throw new NotFoundError(messages.templateNotFound);
  const first = template.countryLanguages[0];
  const market = first && (MARKETS as readonly string[]).includes(first.country) ? first.country : null;
  const language =
    first && (LANGUAGES as readonly string[]).includes(first.language_code) ? first.language_code : undefined;
  const study = {
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
    status: "DRAFT" as const,
    displayStatusCode: "DRAFT" as const,
    clientCreated: true,
    createdByUserId: context.userId,
    // 128 random bits: the participant link of a self-recruited study.
    participantToken: randomBytes(16).toString("base64url"),
  };
  return created(await insertStudyWithDesign(database, study, template.objectives, template.studyDesign), study);
}

/**
 * The AI variant's draft (001 §2): no template, the researcher's brief, marked
 * created_with_ai; Bloom proposes its business questions and design in the next steps.
 */
async function createAiStudy(
  database: Database,
  context: AccessContext,
  projectId: number,
  input: CreateStudy,
): Promise<StudyCreated> {
  const study = {
    clientId: context.clientId,
    projectId,
    title: input.title ?? AI_STUDY_DEFAULT_TITLE,
    purpose: "",
    brief: input.brief ?? "",
    market: input.market ?? null,
    ...(input.language ? { language: input.language } : {}),
    createdWithAi: true,
    status: "DRAFT" as const,
    displayStatusCode: "DRAFT" as const,
    clientCreated: true,
    createdByUserId: context.userId,
    participantToken: randomBytes(16).toString("base64url"),
  };
  const [row] = await database.insert(studies).values(study).returning({ id: studies.id });
  return created(row!.id, study);
}

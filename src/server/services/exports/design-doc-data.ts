import { and, asc, eq, exists } from "drizzle-orm";
import { formatLongDay } from "@/lib/dates";
import {
  countryName,
  deviceLabels,
  genderLabels,
  interviewMethodLabels,
  languageName,
  materialName,
  recordingDeviceLabels,
  recruitmentMethodLabels,
} from "@/lib/labels";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DraftTask, StudyDesign } from "@/lib/schemas/study-draft";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { sections, segments } from "../../db/schema";
import { documentText } from "../../util/html-text";
import { readStudyDesign } from "../studies/design-read";
import { getStudyDetails } from "../studies/details";
import { listStudyMaterials } from "../studies/materials";

/** A study material as the document names it. */
export interface DocMaterial {
  name: string;
  kind: "FILE" | "LINK";
  link: string | null;
}

export interface DocQuestion {
  task: DraftTask;
  /** The materials the participant sees with the question. */
  materials: string[];
}

export interface DocSection {
  title: string;
  businessQuestion: string | null;
  questions: DocQuestion[];
}

/** A design: the study's own, or the one a segment was given. */
export interface DocDesign {
  segment: string | null;
  sections: DocSection[];
}

/** Everything the study design's Word document says, read for the caller (another's study is a 404). */
export interface DesignDoc {
  title: string;
  clientName: string;
  purpose: string;
  brief: string | null;
  audience: [string, string][];
  businessQuestions: string[];
  materials: DocMaterial[];
  designs: DocDesign[];
}

/**
 * The materials of a question: those it names by their index in the study's order, else its
 * section's (the rule of the design step's participant preview).
 */
function questionMaterials(task: DraftTask, sectionIds: number[], materials: StudyMaterial[]): string[] {
  const named = materials.filter((_, i) => task.object_assignment[String(i)]);
  const shown = named.length ? named : materials.filter((m) => sectionIds.includes(m.id));
  return shown.map((m) => documentText(materialName(m)));
}

function toDesign(
  design: StudyDesign,
  segment: string | null,
  objectives: Map<number, string>,
  materials: StudyMaterial[],
): DocDesign {
  return {
    segment,
    sections: design.sections.map((section) => ({
      title: documentText(section.text),
      businessQuestion: section.objective_id ? (objectives.get(section.objective_id) ?? null) : null,
      questions: section.tasks.map((task) => ({
        task: {
          ...task,
          text: documentText(task.text),
          notes: task.notes && documentText(task.notes),
          options: task.options.map((o) => ({ ...o, text: documentText(o.text) })),
          subtasks: task.subtasks.map((s) => ({ ...s, text: documentText(s.text) })),
        },
        materials: questionMaterials(task, section.study_material_ids, materials),
      })),
    })),
  };
}

/** The segments of a study that were given a design of their own, in order. */
function segmentsWithDesigns(database: Database, studyId: number) {
  return database
    .select({ id: segments.id, title: segments.title })
    .from(segments)
    .where(
      and(
        eq(segments.studyId, studyId),
        exists(database.select({ id: sections.id }).from(sections).where(eq(sections.segmentId, segments.id))),
      ),
    )
    .orderBy(asc(segments.id));
}

/** The content of a study's design document, from the services its details and edit pages read. */
export async function loadDesignDoc(database: Database, context: AccessContext, studyId: number): Promise<DesignDoc> {
  const details = await getStudyDetails(database, context, studyId);
  const [materials, studyDesign, segmentRows] = await Promise.all([
    listStudyMaterials(database, studyId),
    readStudyDesign(database, studyId, null),
    segmentsWithDesigns(database, studyId),
  ]);
  const segmentDesigns = await Promise.all(segmentRows.map((s) => readStudyDesign(database, studyId, s.id)));
  const objectives = new Map(details.objectives.map((o) => [o.id, documentText(o.title)]));
  const { study, audience } = details;
  const recruitment = study.recruit_method === "SELF_RECRUIT" ? "SHAREABLE_LINK" : "SPECIALIST";
  const age = audience.ageMin !== null && audience.ageMax !== null ? `${audience.ageMin}–${audience.ageMax}` : "Any";
  return {
    title: documentText(study.title),
    clientName: documentText(study.client.name),
    purpose: documentText(study.purpose),
    brief: study.brief && documentText(study.brief),
    audience: [
      ["Recruitment", recruitmentMethodLabels[recruitment]?.label ?? recruitment],
      ["Interview method", interviewMethodLabels[study.data_source] ?? study.data_source],
      ["Participants", String(details.participants.required)],
      ["Market", audience.countries.map(countryName).join(", ") || "—"],
      ["Language", languageName(audience.language)],
      ["Age", age],
      ["Gender", genderLabels[audience.gender] ?? audience.gender],
      ["Custom criteria", audience.customCriteria ? documentText(audience.customCriteria) : "None"],
      ["Device", deviceLabels[details.device] ?? details.device],
      ["Recording devices", details.recordingDevices.map((d) => recordingDeviceLabels[d] ?? d).join(", ") || "—"],
      ["Created", formatLongDay(study.created_at)],
    ],
    businessQuestions: details.objectives.map((o) => documentText(o.title)),
    materials: materials.map((m) => ({
      name: documentText(materialName(m)),
      kind: m.kind,
      link: m.link && documentText(m.link),
    })),
    designs: [
      toDesign(studyDesign, null, objectives, materials),
      ...segmentDesigns.map((d, i) => toDesign(d, documentText(segmentRows[i]!.title), objectives, materials)),
    ].filter((d) => d.segment === null || d.sections.length > 0),
  };
}

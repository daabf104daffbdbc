/** Rows of a study and its design: segments, recruitment, objectives, sections, tasks, materials, order. */
import {
  objectives,
  orders,
  recruitmentSettings,
  segmentGroups,
  segments,
  studies,
  studyProducers,
} from "../../db/schema";
import type { BuiltStudy } from "../build/types";
import { at, hoursAfter, type SeedContext } from "./context";
import { planDesign } from "./design-rows";
import { IdMap } from "./plan";

/** Ids of one study's rows that interviews, insights and showreels refer to. */
export interface StudyIds {
  studyId: number;
  clientId: number;
  segments: IdMap;
  objectives: number[];
  sections: number[];
  /** By task path ("s.t" or "s.t.k"). */
  tasks: IdMap;
}

const ORDER_STATUS = {
  DRAFT: null,
  IN_PREPARATION: "PLACED",
  IN_PROGRESS: "RECRUITING",
  COMPLETED: "FULFILLED",
} as const;

/** Plans one study's rows in the client `clientKey`; `position` numbers the legacy (socrat) ids. */
export function planStudy(built: BuiltStudy, clientKey: string, position: number, ctx: SeedContext): StudyIds {
  const { plan, ids } = ctx;
  const study = built.content;
  const studyId = plan.nextId(studies);
  const projectId = ids.projects.get(study.project);
  const clientId = ids.clients.get(clientKey);
  const socratStudyId = 35100 + position * 10;
  const started = study.status !== "DRAFT";
  plan.push(studies, {
    id: studyId,
    clientId,
    projectId,
    studyTypeId: ids.studyTypes.get(study.studyType),
    templateId: study.template ? ids.templates.get(study.template) : null,
    socratStudyId,
    title: study.title,
    purpose: study.purpose,
    brief: study.brief,
    status: study.status,
    displayStatusCode: study.displayStatusCode,
    dataSource: study.dataSource,
    recruitMethod: study.recruitMethod,
    targetAudienceType: study.targetAudience,
    device: study.device,
    recordingDevices: [...study.recordingDevices],
    language: study.language,
    market: study.market,
    tags: [...study.tags],
    createdWithAi: study.createdWithAi ?? false,
    isCrossSegmentsEnabled: study.isCrossSegmentsEnabled ?? false,
    clientCreated: study.clientCreated,
    qualityAssurance: study.qualityAssurance,
    keyTakeawaysText: built.keyTakeaways?.text ?? null,
    keyTakeawaysHtml: built.keyTakeaways?.html ?? null,
    requiredInterviews: study.recruitment.requiredInterviews,
    // Starting a study accepts the terms and locks its materials (001 §4).
    termsAcceptedAt: started ? hoursAfter(study.createdAt, 20) : null,
    materialsLockedAt: started ? hoursAfter(study.createdAt, 20) : null,
    publishedAt: started ? hoursAfter(study.createdAt, 24) : null,
    completedAt: study.completedAt ? at(study.completedAt) : null,
    createdByUserId: ids.users.get(study.createdBy),
    createdAt: at(study.createdAt),
    updatedAt: at(study.completedAt ?? study.createdAt),
  });
  plan.push(studyProducers, ...study.producers.map((email) => ({ studyId, email })));

  const segmentIds = new IdMap("segment");
  const group = study.segmentGroup;
  const perSegment = group ? Math.ceil(study.recruitment.requiredInterviews / group.segments.length) : null;
  const recruitment = (segmentId: number | null, language: string, countries: readonly string[], required: number) => ({
    id: plan.nextId(recruitmentSettings),
    studyId,
    segmentId,
    method: study.recruitment.method,
    ageMin: study.recruitment.ageMin,
    ageMax: study.recruitment.ageMax,
    countries: [...countries],
    customCriteria: study.recruitment.customCriteria ?? null,
    devices: study.device === "BOTH" ? ["DESKTOP", "MOBILE"] : [study.device],
    gender: study.recruitment.gender,
    language,
    requiredInterviews: required,
    participantsPerSegment: segmentId ? null : perSegment,
  });
  plan.push(
    recruitmentSettings,
    recruitment(null, study.language, study.recruitment.countries, study.recruitment.requiredInterviews),
  );
  if (group) {
    const groupId = plan.nextId(segmentGroups);
    plan.push(segmentGroups, { id: groupId, studyId, title: group.title, position: 0 });
    group.segments.forEach((segment, i) => {
      const id = segmentIds.set(segment.key, plan.nextId(segments));
      plan.push(segments, {
        id,
        studyId,
        segmentGroupId: groupId,
        title: segment.title,
        socratStudyId: socratStudyId + i + 1,
        market: segment.market ?? null,
        language: segment.language ?? null,
        gender: segment.gender ?? null,
        ageMin: segment.ageMin ?? null,
        ageMax: segment.ageMax ?? null,
        position: i,
      });
      const row = recruitment(
        id,
        segment.language ?? study.language,
        segment.market ? [segment.market] : study.recruitment.countries,
        perSegment ?? 0,
      );
      plan.push(recruitmentSettings, {
        ...row,
        ...(segment.ageMin ? { ageMin: segment.ageMin, ageMax: segment.ageMax } : {}),
        ...(segment.gender ? { gender: segment.gender } : {}),
      });
    });
  }

  const objectiveIds = built.objectives.map((objective, i) => {
    const id = plan.nextId(objectives);
    plan.push(objectives, {
      id,
      studyId,
      title: objective.title,
      position: i,
      keyTakeawaysText: objective.keyTakeaways?.text ?? null,
      keyTakeawaysHtml: objective.keyTakeaways?.html ?? null,
    });
    return id;
  });
  const design = planDesign(
    built,
    { studyId, objectives: objectiveIds, segments: [...(group?.segments ?? [])].map((s) => segmentIds.get(s.key)) },
    ctx,
  );

  const orderStatus = ORDER_STATUS[study.displayStatusCode];
  if (orderStatus) {
    plan.push(orders, {
      id: plan.nextId(orders),
      clientId,
      projectId,
      studyId,
      recruitMethod: study.recruitment.method,
      requiredInterviews: study.recruitment.requiredInterviews,
      status: orderStatus,
      details: {
        countries: [...study.recruitment.countries],
        age_range: { min: study.recruitment.ageMin, max: study.recruitment.ageMax },
        custom_criteria: study.recruitment.customCriteria ?? null,
      },
      createdByUserId: ids.users.get(study.createdBy),
      createdAt: hoursAfter(study.createdAt, 20),
    });
  }
  return {
    studyId,
    clientId,
    segments: segmentIds,
    objectives: objectiveIds,
    sections: design.sections,
    tasks: design.tasks,
  };
}

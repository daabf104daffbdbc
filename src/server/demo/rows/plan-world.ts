/** Turns the built demo world into a seed plan: every row of every table, ids assigned. */
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";
import type { DemoWorld } from "../build/types";
import type { MediaFacts } from "../media/layout";
import { planAccess } from "./access-rows";
import { planCatalog } from "./catalog-rows";
import { createContext } from "./context";
import { planFindings } from "./insight-rows";
import { planInterviews } from "./interview-rows";
import { SeedPlan } from "./plan";
import { planStudy } from "./study-rows";

/** Parents before children: the order the tables are inserted in. */
export const INSERT_ORDER: readonly PgTable[] = [
  schema.clients,
  schema.companyDepartments,
  schema.permissions,
  schema.roles,
  schema.rolePermissions,
  schema.users,
  schema.projects,
  schema.memberships,
  schema.projectMembers,
  schema.invitations,
  schema.studyTypes,
  schema.studyTemplates,
  schema.studies,
  schema.studyProducers,
  schema.segmentGroups,
  schema.segments,
  schema.recruitmentSettings,
  schema.objectives,
  schema.studyMaterials,
  schema.sections,
  schema.tasks,
  schema.taskSegments,
  schema.sectionMaterials,
  schema.orders,
  schema.mediaAssets,
  schema.participants,
  schema.interviews,
  schema.transcripts,
  schema.transcriptSections,
  schema.transcriptTasks,
  schema.transcriptChunks,
  schema.taskAnswers,
  schema.quotes,
  schema.insights,
  schema.insightTasks,
  schema.insightQuotes,
  schema.charts,
  schema.showreels,
  schema.showreelQuotes,
  schema.publishedShowreels,
  schema.assistantThreads,
  schema.assistantMessages,
];

/** Plans the whole world. `now` only affects invitation expiry; everything else is fixed. */
export function planWorld(world: DemoWorld, options: { now: Date; passwordHash: string; media: MediaFacts }): SeedPlan {
  const plan = new SeedPlan();
  const ctx = createContext(plan, options.now, options.passwordHash, options.media);
  planAccess(world, ctx);
  planCatalog(world, ctx);
  world.studies.forEach((built, position) => {
    const project = world.projects.find((p) => p.key === built.content.project);
    if (!project) throw new Error(`Study ${built.content.key} names unknown project ${built.content.project}`);
    const study = planStudy(built, project.client, position, ctx);
    if (!built.interviews.length) return;
    const interviewIds = planInterviews(built, study, ctx);
    planFindings(built, study, interviewIds, ctx);
  });
  return plan;
}

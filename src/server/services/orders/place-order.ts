import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Order, OrderCreate } from "@/lib/schemas/order";
import type { AccessContext } from "../../access/access-context";
import type { Database, Transaction } from "../../db/client";
import { orders, studies } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import {
  type RequirementFacts,
  requirementsColumns,
  requirementsFrom,
  toRequirementsStatus,
} from "../studies/requirements";
import { visibleStudyWhere } from "../studies/scope";
import { estimatedDelivery } from "./delivery";
import { participantLink } from "./participant-link";
import { missingRequirements } from "./readiness";
import { orderRecruitment } from "./recruitment";

/** 128 random bits, base64url (22 characters): the unguessable part of a participant link. */
const newParticipantToken = () => randomBytes(16).toString("base64url");

type LockedStudy = RequirementFacts & {
  client_id: number;
  project_id: number;
  status: string;
  quality_assurance: boolean;
  participant_token: string | null;
};

/**
 * The study to start, locked, with what its readiness depends on, in one query: the row lock
 * makes a second Start study of the same draft wait, then find it started (409). 404 when the
 * context does not see it.
 */
async function lockVisibleStudy(tx: Transaction, context: AccessContext, id: number): Promise<LockedStudy> {
  // Raw SQL: the readiness facts are requirementsColumns, correlated subqueries shared with
  // requirementsStatus.
  const { rows } = await tx.execute<LockedStudy>(sql`
    select ${studies.clientId} as client_id, ${studies.projectId} as project_id, ${studies.status} as status,
           ${studies.qualityAssurance} as quality_assurance, ${studies.participantToken} as participant_token,
           ${requirementsColumns}
      from ${requirementsFrom}
     where ${visibleStudyWhere(context, id)}
       for update of ${studies}`);
  if (!rows[0]) throw new NotFoundError(messages.studyNotFound);
  return rows[0];
}

/**
 * Starts a study (POST /api/orders, 001 §2 Start study): a visible study (else 404), edited with
 * UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (else 403), still a draft (else 409) and ready but for
 * the terms (else 422 naming what is missing). In one transaction the terms are accepted, the
 * recruitment order is placed, the study leaves DRAFT (IN_PREPARATION, published, materials
 * locked, a participant link when it self-recruits) and builder_start_study is recorded: four
 * statements, the writes together in one.
 */
export async function placeOrder(database: Database, context: AccessContext, input: OrderCreate): Promise<Order> {
  return database.transaction(async (tx) => {
    const study = await lockVisibleStudy(tx, context, input.study_id);
    if (!context.permissions.has("UPDATE_STUDY") && !context.permissions.has("UPDATE_DRAFT_STUDY_ONLY"))
      throw new ForbiddenError();
    if (study.status !== "DRAFT") throw new ConflictError(messages.editNotDraft);
    const missing = missingRequirements(toRequirementsStatus(study));
    const recruitment = await orderRecruitment(tx, input.study_id);
    if (Object.keys(missing).length > 0 || !recruitment) {
      throw new ValidationError(
        Object.keys(missing).length > 0 ? missing : { recruitment: [messages.recruitmentRequired] },
        messages.studyNotReady,
      );
    }
    const now = new Date();
    const delivery = estimatedDelivery(now, recruitment.method, study.quality_assurance);
    const token = recruitment.method === "SHAREABLE_LINK" ? (study.participant_token ?? newParticipantToken()) : null;
    const order = tx
      .insert(orders)
      .values({
        clientId: study.client_id,
        projectId: study.project_id,
        studyId: input.study_id,
        recruitMethod: recruitment.method,
        requiredInterviews: recruitment.requiredInterviews,
        status: "PLACED",
        details: {
          audience: recruitment.audience,
          quality_assurance: study.quality_assurance,
          estimated_delivery_at: delivery.toISOString(),
        },
        createdByUserId: context.userId,
        createdAt: now,
      })
      .returning({ id: orders.id });
    const started = tx
      .update(studies)
      .set({
        status: "IN_PROGRESS",
        displayStatusCode: "IN_PREPARATION",
        recruitMethod: recruitment.method === "SHAREABLE_LINK" ? "SELF_RECRUIT" : "SPECIALIST",
        requiredInterviews: recruitment.requiredInterviews,
        termsAcceptedAt: now,
        publishedAt: now,
        materialsLockedAt: sql`coalesce(${studies.materialsLockedAt}, ${now.toISOString()}::timestamptz)`,
        participantToken: token,
        updatedAt: now,
      })
      .where(eq(studies.id, input.study_id));
    // The order, the study's new state and the builder_start_study event (naming the order's id,
    // known only inside the statement), in one statement.
    const { rows } = await tx.execute<{ id: number }>(sql`
      with placed as ${order}, started as ${started},
      event as (insert into analytics_events (client_id, user_id, name, properties)
                select ${context.clientId}, ${context.userId}, 'builder_start_study',
                       jsonb_build_object('study_id', ${input.study_id}::int, 'order_id', placed.id) from placed)
      select id from placed`);
    return {
      id: Number(rows[0]!.id),
      study_id: input.study_id,
      status: "PLACED",
      recruit_method: recruitment.method,
      required_interviews: recruitment.requiredInterviews,
      quality_assurance: study.quality_assurance,
      estimated_delivery_at: delivery.toISOString(),
      participant_link: token ? participantLink(token) : null,
      created_at: now.toISOString(),
    };
  });
}

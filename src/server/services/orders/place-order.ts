import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Order, OrderCreate } from "@/lib/schemas/order";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { orders, studies } from "../../db/schema";
import { ConflictError, ForbiddenError, ValidationError } from "../../errors";
import { recordEvents } from "../analytics";
import { requirementsStatus } from "../studies/requirements";
import { visibleStudy } from "../studies/scope";
import { estimatedDelivery } from "./delivery";
import { participantLink } from "./participant-link";
import { missingRequirements } from "./readiness";
import { orderRecruitment } from "./recruitment";

/** 128 random bits, base64url (22 characters): the unguessable part of a participant link. */
const newParticipantToken = () => randomBytes(16).toString("base64url");

/**
 * Starts a study (POST /api/orders, 001 §2 Start study): a visible study (else 404), edited with
 * UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (else 403), still a draft (else 409) and ready but for
 * the terms (else 422 naming what is missing). In one transaction the terms are accepted, the
 * recruitment order is placed, the study leaves DRAFT (IN_PREPARATION, published, materials
 * locked, a participant link when it self-recruits) and builder_start_study is recorded.
 */
export async function placeOrder(database: Database, context: AccessContext, input: OrderCreate): Promise<Order> {
  const study = await visibleStudy(database, context, input.study_id);
  if (!context.permissions.has("UPDATE_STUDY") && !context.permissions.has("UPDATE_DRAFT_STUDY_ONLY"))
    throw new ForbiddenError();
  return database.transaction(async (tx) => {
    // The row lock makes a second Start study of the same draft wait, then find it started (409).
    const [locked] = await tx
      .select({ status: studies.status, qualityAssurance: studies.qualityAssurance, token: studies.participantToken })
      .from(studies)
      .where(eq(studies.id, study.id))
      .for("update");
    if (locked?.status !== "DRAFT") throw new ConflictError(messages.editNotDraft);
    const missing = missingRequirements(await requirementsStatus(tx, study.id));
    const recruitment = await orderRecruitment(tx, study.id);
    if (Object.keys(missing).length > 0 || !recruitment) {
      throw new ValidationError(
        Object.keys(missing).length > 0 ? missing : { recruitment: [messages.recruitmentRequired] },
        messages.studyNotReady,
      );
    }
    const now = new Date();
    const delivery = estimatedDelivery(now, recruitment.method, locked.qualityAssurance);
    const token = recruitment.method === "SHAREABLE_LINK" ? (locked.token ?? newParticipantToken()) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        clientId: study.clientId,
        projectId: study.projectId,
        studyId: study.id,
        recruitMethod: recruitment.method,
        requiredInterviews: recruitment.requiredInterviews,
        status: "PLACED",
        details: {
          audience: recruitment.audience,
          quality_assurance: locked.qualityAssurance,
          estimated_delivery_at: delivery.toISOString(),
        },
        createdByUserId: context.userId,
        createdAt: now,
      })
      .returning();
    await tx
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
      .where(eq(studies.id, study.id));
    await recordEvents(tx, context, [
      { name: "builder_start_study", properties: { study_id: study.id, order_id: order!.id } },
    ]);
    return {
      id: order!.id,
      study_id: study.id,
      status: order!.status,
      recruit_method: recruitment.method,
      required_interviews: recruitment.requiredInterviews,
      quality_assurance: locked.qualityAssurance,
      estimated_delivery_at: delivery.toISOString(),
      participant_link: token ? participantLink(token) : null,
      created_at: order!.createdAt.toISOString(),
    };
  });
}

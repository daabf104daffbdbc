import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { studyProducers } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import type { StudyRow } from "./draft-access";

/**
 * Whether the context may change the study's status or publication (001 §6):
 * UPDATE_STUDY_STATUS_TO_ANY, or UPDATE_STUDY on a client-created study, or the user's email
 * among the study's producers.
 */
export async function mayChangeStatus(
  database: Database | Transaction,
  context: AccessContext,
  study: Pick<StudyRow, "id" | "clientCreated">,
): Promise<boolean> {
  if (context.permissions.has("UPDATE_STUDY_STATUS_TO_ANY")) return true;
  if (context.permissions.has("UPDATE_STUDY") && study.clientCreated) return true;
  const [producer] = await database
    .select({ email: studyProducers.email })
    .from(studyProducers)
    .where(
      and(
        eq(studyProducers.studyId, study.id),
        eq(sql`lower(${studyProducers.email})`, context.person.email.toLowerCase()),
      ),
    )
    .limit(1);
  return producer !== undefined;
}

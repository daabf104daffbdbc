import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { insights, segments } from "../../db/schema";
import { ValidationError } from "../../errors";

const tables = { segment_id: segments, insight_id: insights };

/**
 * Refuses, as a 422 on `field` ("The selected segment is invalid."), an id that is not a segment
 * or insight of the showreel's study: another study's or another client's ids are never stored.
 */
export async function assertOfStudy(
  executor: Database | Transaction,
  field: keyof typeof tables,
  id: number,
  studyId: number,
): Promise<void> {
  const table = tables[field];
  const [row] = await executor
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.studyId, studyId)));
  if (!row) throw ValidationError.field(field, `The selected ${field.replace("_id", "")} is invalid.`);
}

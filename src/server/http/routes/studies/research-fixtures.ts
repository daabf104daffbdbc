/** Studies of the demo data that the research API tests read (tests only). */
import { and, eq, ne, notInArray } from "drizzle-orm";
import { db } from "@/server/db/client";
import { studies } from "@/server/db/schema";
import { contextOf } from "../../../../../tests/fixtures/contexts";

/** A completed study of the admin's client (it has insights, charts and business questions). */
export async function adminStudy() {
  const admin = await contextOf("admin@demo.test");
  const [study] = await db()
    .select()
    .from(studies)
    .where(and(eq(studies.clientId, admin.clientId), eq(studies.displayStatusCode, "COMPLETED")))
    .orderBy(studies.id)
    .limit(1);
  return study!;
}

/** A study of the other demo client, which the admin must not see. */
export async function foreignStudy() {
  const admin = await contextOf("admin@demo.test");
  const [study] = await db().select().from(studies).where(ne(studies.clientId, admin.clientId)).limit(1);
  return study!;
}

/** A study of the viewer's client in a project the viewer has not been given. */
export async function hiddenFromViewer() {
  const viewer = await contextOf("viewer@demo.test");
  const [study] = await db()
    .select()
    .from(studies)
    .where(and(eq(studies.clientId, viewer.clientId), notInArray(studies.projectId, [...viewer.projectIds!])))
    .limit(1);
  return study!;
}

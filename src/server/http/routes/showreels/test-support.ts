import { and, eq, ne, sql } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "@/server/db/client";
import { analyticsEvents, quotes, showreels, studies } from "@/server/db/schema";
import { call as callApi } from "../../../../../tests/fixtures/api-call";
import { contextOf } from "../../../../../tests/fixtures/contexts";

/** A JSON call to the API as a demo user (null: signed out); `path` is below /api. */
export const call = (email: string | null, method: string, path: string, body?: unknown) =>
  callApi(email, method, `/api${path}`, body);

/** A study of the admin's client with at least `n` quotes, and those quotes' ids. */
export async function studyWithQuotes(email = "admin@demo.test", n = 3) {
  const context = await contextOf(email);
  const [row] = await db()
    .select({ studyId: quotes.studyId, ids: sql<number[]>`array_agg(${quotes.id} order by ${quotes.id})` })
    .from(quotes)
    .innerJoin(studies, eq(studies.id, quotes.studyId))
    .where(eq(quotes.clientId, context.clientId))
    .groupBy(quotes.studyId)
    .having(sql`count(*) >= ${n}`)
    .limit(1);
  return { studyId: Number(row!.studyId), quoteIds: row!.ids.map(Number) };
}

/** A showreel of another client than the admin's. */
export async function foreignShowreel() {
  const context = await contextOf("admin@demo.test");
  const [row] = await db().select().from(showreels).where(ne(showreels.clientId, context.clientId)).limit(1);
  return row!;
}

/** A showreel in the viewer's client but outside the projects the viewer may see. */
export async function hiddenShowreel() {
  const viewer = await contextOf("viewer@demo.test");
  const [row] = await db()
    .select({ id: showreels.id })
    .from(showreels)
    .innerJoin(studies, eq(studies.id, showreels.studyId))
    .where(
      and(
        eq(showreels.clientId, viewer.clientId),
        sql`${studies.projectId} <> all(${`{${viewer.projectIds!.join(",")}}`}::bigint[])`,
      ),
    )
    .limit(1);
  return row!;
}

/** A custom showreel the admin makes of three quotes (or `quoteIds`) of one study. */
export async function createShowreel(quoteIds?: number[]) {
  const { studyId, quoteIds: ids } = await studyWithQuotes();
  const { status, body } = await call("admin@demo.test", "POST", "/v3/showreels", {
    study_id: studyId,
    title: "Checkout moments",
    description: "Three clips",
    quotes: quoteIds ?? ids.slice(0, 3),
  });
  expect(status).toBe(201);
  return { studyId, ids, showreel: body.data };
}

/** The analytics events of one name recorded for a showreel. */
export function showreelEvents(showreelId: number, name: string) {
  return db()
    .select()
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.name, name), sql`${analyticsEvents.properties}->>'showreel_id' = ${String(showreelId)}`),
    );
}

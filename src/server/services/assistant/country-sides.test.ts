import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { participants, quotes, studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { findAnswer } from "./find-answer";

/*
 * A market comparison in a study without market segments: the Barista Oat concept test is split
 * by age only, so Danish and British participants are told apart by their own countries.
 */

const QUESTION = "Do Danish and British participants like the taste of Barista Oat?";

/** Asked about the study alone, as "Ask Bloom about this study" does. */
async function ask() {
  const [study] = await db().select().from(studies).where(eq(studies.title, "Barista Oat – concept test"));
  const context = await contextOf("admin@demo.test");
  return findAnswer(db(), context, { studyIds: [study!.id], projectId: null }, QUESTION);
}

/** The country of the participant of each cited quote of a part. */
async function countriesOf(found: Awaited<ReturnType<typeof ask>>, label: string) {
  const part = found.parts.find((candidate) => candidate.label === label)!;
  const ids = found.passages.filter((p) => part.refs.includes(p.ref) && p.type === "quote").map((p) => p.id);
  expect(ids.length).toBeGreaterThan(0);
  const rows = await db()
    .select({ country: participants.country })
    .from(quotes)
    .innerJoin(participants, eq(participants.id, quotes.participantId))
    .where(inArray(quotes.id, ids));
  return new Set(rows.map((row) => row.country));
}

describe("a market comparison without market segments", () => {
  it("answers each market apart by the participants' countries, once the study has participants from both", async () => {
    const [study] = await db().select().from(studies).where(eq(studies.title, "Barista Oat – concept test"));
    // All British: the question compares nothing this study can tell apart.
    expect((await ask()).parts.map((part) => part.label)).toEqual([null]);

    const people = await db().select().from(participants).where(eq(participants.studyId, study!.id));
    const danes = people.filter((_, index) => index % 2 === 0).map((person) => person.id);
    await db().update(participants).set({ country: "DK" }).where(inArray(participants.id, danes));

    const found = await ask();
    expect(found.parts.map((part) => part.label)).toEqual(["Denmark", "United Kingdom"]);
    expect(found.passages.every((passage) => passage.study.id === study!.id)).toBe(true);
    expect(await countriesOf(found, "Denmark")).toEqual(new Set(["DK"]));
    expect(await countriesOf(found, "United Kingdom")).toEqual(new Set(["GB"]));
  });
});

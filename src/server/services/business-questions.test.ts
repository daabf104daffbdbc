import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { scopedIds, studyOfRow } from "@tests/fixtures/research-scope";
import { listBusinessQuestions } from "./business-questions";

const studyOf = (objectiveId: number) => studyOfRow("objectives", objectiveId);

describe("the business questions of studies", () => {
  it("leave out those of another client's study and of a study outside the member's projects", async () => {
    const ids = await scopedIds("objectives");
    const foreign = await studyOf(ids.foreign);
    const hidden = await studyOf(ids.hidden);
    const shown = await studyOf(ids.shown);
    const admin = await contextOf("admin@demo.test");
    const viewer = await contextOf("viewer@demo.test");
    expect(await listBusinessQuestions(db(), admin, [foreign])).toEqual([]);
    const asViewer = await listBusinessQuestions(db(), viewer, [hidden, shown]);
    expect(asViewer.map((question) => question.id)).toContain(ids.shown);
    expect(asViewer.every((question) => question.study_id === shown)).toBe(true);
  });
});

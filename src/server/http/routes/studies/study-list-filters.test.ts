import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { call } from "@tests/fixtures/team-requests";

// The study list's filters of 001 §2 that studies.test.ts does not cover: template_id, type_id, ai.
describe("GET /api/v3/studies filters", () => {
  it("filters by template, study type and created-with-AI, alone and together", async () => {
    const admin = await contextOf("admin@demo.test");
    const own = await db()
      .select()
      .from(studies)
      .where(and(eq(studies.clientId, admin.clientId), isNotNull(studies.templateId)));
    const sample = own.find((s) => s.studyTypeId !== null)!;
    const ids = (body: { data: { id: number }[] }) => body.data.map((s) => s.id).sort();
    const expected = (pick: (s: typeof sample) => boolean) =>
      own
        .filter(pick)
        .map((s) => s.id)
        .sort();

    const byTemplate = await call(
      "admin@demo.test",
      "GET",
      `/api/v3/studies?limit=100&template_id=${sample.templateId}`,
    );
    expect(ids(byTemplate.body)).toEqual(expected((s) => s.templateId === sample.templateId));

    const byType = (await call("admin@demo.test", "GET", `/api/v3/studies?limit=100&type_id=${sample.studyTypeId}`))
      .body;
    expect(byType.data.every((s: { study_type: { id: number } }) => s.study_type.id === sample.studyTypeId)).toBe(true);
    expect(byType.data.length).toBeGreaterThan(0);

    for (const ai of [true, false]) {
      const { body } = await call("admin@demo.test", "GET", `/api/v3/studies?limit=100&ai=${ai}`);
      expect(
        body.data.every((s: { created_with_ai: boolean }) => s.created_with_ai === ai),
        String(ai),
      ).toBe(true);
    }
    const both = await call(
      "admin@demo.test",
      "GET",
      `/api/v3/studies?limit=100&template_id=${sample.templateId}&ai=${sample.createdWithAi}`,
    );
    expect(ids(both.body)).toEqual(
      expected((s) => s.templateId === sample.templateId && s.createdWithAi === sample.createdWithAi),
    );
  });
});

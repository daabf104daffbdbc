import { describe, expect, it } from "vitest";
import {
  designFreeDraft as draftWithQuestions,
  eventsOf,
  newDraft,
  questionInput as question,
} from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";
const invalid = "The given data was invalid.";

describe("PUT /api/studies/{id}/objectives", () => {
  it("keeps ids, adds, reorders, deletes the missing and records the edit once", async () => {
    const { id, objectives } = await draftWithQuestions(["A?", "B?", "C?"]);
    const answer = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: [
        { id: objectives[2]!.id, title: "C, sharper?" },
        { title: "D?" },
        { id: objectives[0]!.id, title: "A?" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((o: { title: string }) => o.title)).toEqual(["C, sharper?", "D?", "A?"]);
    expect(answer.body.data[0]).toMatchObject({ id: objectives[2]!.id, position: 0 });
    const events = await eventsOf("builder_edit_business_questions", id);
    await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: answer.body.data.map((o: { id: number; title: string }) => ({ id: o.id, title: o.title })),
    });
    expect(await eventsOf("builder_edit_business_questions", id)).toBe(events);
  });

  it("refuses duplicates, too few or many, ids of another study, and deleting one that sections use", async () => {
    const { id, objectives } = await draftWithQuestions();
    const duplicate = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: [{ title: "Same" }, { title: " same " }],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({
      message: invalid,
      errors: { "objectives.1.title": ["This business question is already in the study."] },
    });
    const none = await call(admin, "PUT", `/api/studies/${id}/objectives`, { objectives: [] });
    expect(none.body.errors.objectives).toEqual(["Write at least 1 business question."]);
    const many = Array.from({ length: 9 }, (_, i) => ({ title: `Q${i}` }));
    const tooMany = await call(admin, "PUT", `/api/studies/${id}/objectives`, { objectives: many });
    expect(tooMany.body.errors.objectives).toEqual(["A study can have at most 8 business questions."]);
    const other = await newDraft();
    const otherQuestions = (await call(admin, "GET", `/api/studies/${other.id}/draft`)).body.data.objectives;
    const stranger = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: [{ id: otherQuestions[0].id, title: "Stolen" }],
    });
    expect(stranger.body.errors["objectives.0.id"]).toEqual(["This does not belong to this study."]);

    await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [{ objective_id: objectives[0]!.id, text: "S" }],
      tasks: [question(0)],
    });
    const inUse = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: [{ id: objectives[1]!.id, title: "Second?" }],
    });
    expect(inUse.status).toBe(422);
    expect(inUse.body.errors.objectives).toEqual([
      "This business question has sections linked to it. Move or delete them first.",
    ]);
  });
});

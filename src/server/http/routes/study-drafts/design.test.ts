import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { sections, segments, studyMaterials, tasks, taskSegments } from "@/server/db/schema";
import { foreignStudy } from "@tests/fixtures/research-studies";
import {
  designFreeDraft as draftWithQuestions,
  eventsOf,
  newDraft,
  questionInput as question,
  studyRow,
} from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";
const invalid = "The given data was invalid.";

describe("PUT /api/studies/{id}/tasks", () => {
  it("saves sections and one question of every type, then edits, reorders and deletes them", async () => {
    const { id, objectives } = await draftWithQuestions();
    await call(admin, "POST", `/api/studies/${id}/objects`, { link: "https://example.com/a" });
    const [material] = await db().select().from(studyMaterials).where(eq(studyMaterials.studyId, id));
    const sectionEdits = await eventsOf("builder_edit_sections", id);
    const questionEdits = await eventsOf("builder_edit_questions", id);
    const first = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [
        { objective_id: objectives[0]!.id, text: "Warm-up", study_material_ids: [material!.id] },
        { objective_id: objectives[1]!.id, text: "Main" },
      ],
      tasks: [
        question(0, { type: "TEXT_ONLY", text: "Welcome", explainer: true }),
        question(0, { type: "FREE_TEXT", text: "Who are you?" }),
        question(0, { type: "CHECKBOX", text: "Pick", options: [{ text: "A" }, { text: "B" }] }),
        question(1, { type: "RADIO", text: "One", options: [{ text: "X" }, { id: "o1", text: "Y" }] }),
        question(1, { type: "OBSERVATION", text: "Watch", object_assignment: { "0": true } }),
        question(1, { type: "SCORING", text: "Rate" }),
        question(1, { type: "SCORING", text: "Rate wide", scale_length: 10 }),
        question(1, { type: "SUBTASKS", text: "Steps", subtasks: [{ type: "FREE_TEXT", text: "Step 1" }] }),
      ],
    });
    expect(first.status).toBe(200);
    const design = first.body.data;
    expect(design.segment_id).toBeNull();
    expect(design.sections.map((s: { text: string }) => s.text)).toEqual(["Warm-up", "Main"]);
    expect(design.sections[0].study_material_ids).toEqual([material!.id]);
    const [welcome, who, pick] = design.sections[0].tasks;
    expect(welcome).toMatchObject({ explainer: true, type: "TEXT_ONLY" });
    expect(pick.options).toEqual([
      { id: "o1", text: "A" },
      { id: "o2", text: "B" },
    ]);
    const [one, watch, rate, wide, steps] = design.sections[1].tasks;
    expect(one.options).toEqual([
      { id: "o2", text: "X" },
      { id: "o1", text: "Y" },
    ]);
    expect(watch.object_assignment).toEqual({ "0": true });
    expect([rate.scale_length, wide.scale_length]).toEqual([5, 10]);
    expect(steps.subtasks).toMatchObject([{ type: "FREE_TEXT", text: "Step 1" }]);
    const rows = await db().select().from(tasks).where(eq(tasks.studyId, id));
    expect(rows.find((r) => r.id === steps.id)?.positionName).toBe("2.5");
    expect(rows.find((r) => r.parentId === steps.id)?.positionName).toBe("2.5.1");
    expect(await eventsOf("builder_edit_sections", id)).toBe(sectionEdits + 1);
    expect(await eventsOf("builder_edit_questions", id)).toBe(questionEdits + 1);

    // Swap the sections, keep two questions (one moves to the other section), delete the rest.
    const second = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [
        { id: design.sections[1].id, objective_id: objectives[1]!.id, text: "Main" },
        { id: design.sections[0].id, objective_id: objectives[0]!.id, text: "Warm-up" },
      ],
      tasks: [
        question(0, {
          id: steps.id,
          type: "SUBTASKS",
          text: "Steps",
          subtasks: [
            { id: steps.subtasks[0].id, type: "TEXT_ONLY", text: "Step one" },
            { type: "FREE_TEXT", text: "Step two" },
          ],
        }),
        question(1, { id: welcome.id, type: "TEXT_ONLY", text: "Welcome!", explainer: true }),
      ],
      tasks_to_delete_in_this_segment: [who.id, pick.id, one.id, watch.id, rate.id, wide.id],
    });
    expect(second.status).toBe(200);
    const [main, warm] = second.body.data.sections;
    expect(main.tasks.map((t: { id: number }) => t.id)).toEqual([steps.id]);
    expect(main.tasks[0].subtasks.map((s: { text: string }) => s.text)).toEqual(["Step one", "Step two"]);
    expect(warm.tasks).toMatchObject([{ id: welcome.id, text: "Welcome!" }]);
    expect(warm.study_material_ids).toEqual([]);
    const left = await db().select().from(tasks).where(eq(tasks.studyId, id));
    expect(left).toHaveLength(4);
    expect(await eventsOf("builder_edit_sections", id)).toBe(sectionEdits + 2);
    const read = await call(admin, "GET", `/api/studies/${id}/tasks`);
    expect(read.body.data.map((t: { id: number }) => t.id)).toEqual([steps.id, welcome.id]);
    expect(read.body.data[1].explainer).toBe(true);
    expect((await studyRow(id)).updatedAt.getTime()).toBeGreaterThan(0);

    // Saving the same design again records no edit.
    await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: second.body.data.sections.map((s: { id: number; objective_id: number; text: string }) => ({
        id: s.id,
        objective_id: s.objective_id,
        text: s.text,
      })),
      tasks: [
        question(0, { id: steps.id, type: "SUBTASKS", text: "Steps", subtasks: main.tasks[0].subtasks }),
        question(1, { id: welcome.id, type: "TEXT_ONLY", text: "Welcome!", explainer: true }),
      ],
    });
    expect(await eventsOf("builder_edit_questions", id)).toBe(questionEdits + 2);

    // Drop the second section after moving its question out, and a subtask: the answer is the
    // design as saved, without the dropped section, and the moved question survives.
    const third = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [{ id: main.id, objective_id: objectives[1]!.id, text: "Everything" }],
      tasks: [
        question(0, { id: welcome.id, type: "TEXT_ONLY", text: "Welcome!", explainer: true }),
        question(0, { id: steps.id, type: "SUBTASKS", text: "Steps", subtasks: [main.tasks[0].subtasks[1]] }),
      ],
    });
    expect(third.status).toBe(200);
    expect(third.body.data.sections).toMatchObject([
      {
        id: main.id,
        text: "Everything",
        tasks: [{ id: welcome.id }, { id: steps.id, subtasks: [{ text: "Step two" }] }],
      },
    ]);
    expect(await db().select().from(sections).where(eq(sections.studyId, id))).toHaveLength(1);
    expect(await db().select().from(tasks).where(eq(tasks.studyId, id))).toHaveLength(3);
    expect((await call(admin, "GET", `/api/studies/${id}/draft`)).body.data.design).toEqual(third.body.data);
  });

  it("refuses each broken rule with its field and words", async () => {
    const { id, objectives } = await draftWithQuestions();
    const q = objectives[0]!.id;
    const cases: [unknown, string, string][] = [
      [
        { sections: [{ objective_id: 999_999, text: "S" }], tasks: [question(0)] },
        "sections.0.objective_id",
        "Choose the business question this section answers.",
      ],
      [
        { sections: [{ objective_id: q, text: "S" }], tasks: [] },
        "sections.0",
        "Each section needs at least 1 question.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: Array.from({ length: 16 }, () => question(0)) },
        "sections.0",
        "A section can have at most 15 questions.",
      ],
      [
        {
          sections: Array.from({ length: 11 }, () => ({ objective_id: q, text: "" })),
          tasks: Array.from({ length: 11 }, (_, i) => question(i)),
        },
        "sections",
        "A study can have at most 10 sections.",
      ],
      [
        {
          sections: [{ objective_id: q, text: "" }],
          tasks: [question(0, { type: "RADIO", options: [{ text: "Only" }] })],
        },
        "tasks.0.options",
        "Give at least 2 choices.",
      ],
      [
        {
          sections: [{ objective_id: q, text: "" }],
          tasks: [question(0, { type: "CHECKBOX", options: Array.from({ length: 11 }, (_, i) => ({ text: `${i}` })) })],
        },
        "tasks.0.options",
        "Give at most 10 choices.",
      ],
      [
        {
          sections: [{ objective_id: q, text: "" }],
          tasks: [question(0, { options: [{ text: "A" }, { text: "B" }] })],
        },
        "tasks.0.options",
        "Only checkbox and radio questions have choices.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0, { type: "SUBTASKS" })] },
        "tasks.0.subtasks",
        "Add at least 1 subtask.",
      ],
      [
        {
          sections: [{ objective_id: q, text: "" }],
          tasks: [question(0, { subtasks: [{ type: "FREE_TEXT", text: "x" }] })],
        },
        "tasks.0.subtasks",
        "Only questions with subtasks have subtasks.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0, { explainer: true })] },
        "tasks.0.explainer",
        "Only a text-only question can be an explainer.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0), question(1)] },
        "tasks.1.section",
        "There is no section with this index.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0, { object_assignment: { "3": true } })] },
        "tasks.0.object_assignment",
        messages.materialNotInStudy,
      ],
      [
        { sections: [{ objective_id: q, text: "", study_material_ids: [1] }], tasks: [question(0)] },
        "sections.0.study_material_ids",
        "This does not belong to this study.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0, { id: 1 })] },
        "tasks.0.id",
        "This does not belong to this study.",
      ],
      [
        { sections: [{ objective_id: q, text: "" }], tasks: [question(0)], tasks_to_delete_in_this_segment: [1] },
        "tasks_to_delete_in_this_segment",
        "This does not belong to this study.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call(admin, "PUT", `/api/studies/${id}/tasks`, body);
      expect(answer.status, field).toBe(422);
      expect(answer.body.message).toBe(invalid);
      expect(answer.body.errors[field], JSON.stringify(answer.body.errors)).toEqual([message]);
    }
    const scale = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [{ objective_id: q, text: "" }],
      tasks: [question(0, { type: "SCORING", scale_length: 4 })],
    });
    expect(scale.status).toBe(422);
    expect(Object.keys(scale.body.errors)).toEqual(["tasks.0.scale_length"]);
    // Nothing of the refused saves was written.
    expect((await call(admin, "GET", `/api/studies/${id}/draft`)).body.data.design.sections).toEqual([]);
  });

  it("saves a segment's own design and unlinks tasks from it; 404 for another study's segment", async () => {
    const { id, objectives } = await draftWithQuestions();
    const [segment] = await db().insert(segments).values({ studyId: id, title: "Young" }).returning();
    const [other] = await db().insert(segments).values({ studyId: id, title: "Old" }).returning();
    const wide = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      sections: [{ objective_id: objectives[0]!.id, text: "" }],
      tasks: [question(0, { text: "For everyone" })],
    });
    const shared = wide.body.data.sections[0].tasks[0].id;
    expect(await db().select().from(taskSegments).where(eq(taskSegments.taskId, shared))).toHaveLength(2);
    const own = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      segment_id: segment!.id,
      sections: [{ objective_id: objectives[1]!.id, text: "Only young" }],
      tasks: [question(0, { text: "Young only" })],
      tasks_to_delete_in_this_segment: [shared],
    });
    expect(own.status).toBe(200);
    expect(own.body.data.segment_id).toBe(segment!.id);
    const links = await db().select().from(taskSegments).where(eq(taskSegments.taskId, shared));
    expect(links.map((l) => l.segmentId)).toEqual([other!.id]);
    // The study-wide design is untouched by the segment's save.
    const draft = (await call(admin, "GET", `/api/studies/${id}/draft`)).body.data;
    expect(draft.design.sections.map((s: { id: number }) => s.id)).toEqual([wide.body.data.sections[0].id]);
    await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      segment_id: other!.id,
      sections: [],
      tasks: [],
      tasks_to_delete_in_this_segment: [shared],
    });
    expect(await db().select().from(tasks).where(eq(tasks.id, shared))).toEqual([]);

    const foreign = await foreignStudy();
    const [theirs] = await db().select().from(segments).where(eq(segments.studyId, foreign.id)).limit(1);
    const ownOther = await newDraft();
    const [elsewhere] = await db().insert(segments).values({ studyId: ownOther.id, title: "X" }).returning();
    for (const segmentId of [theirs?.id ?? 999_999, elsewhere!.id]) {
      const answer = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
        segment_id: segmentId,
        sections: [],
        tasks: [],
      });
      expect(answer.status).toBe(404);
    }
  });
});

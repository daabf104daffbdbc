import { describe, expect, it } from "vitest";
import { TASK_TYPES } from "../../lib/constants";
import { lineParts, tasksOf } from "./build/design";
import { clients, roles, users } from "./content/clients-and-users";
import { projects } from "./content/projects";
import { hasInterviews, studies } from "./content/studies";
import { studyTypes } from "./content/study-types";
import { recommendedTemplateIds, studyTemplates } from "./content/templates";
import type { SectionContent } from "./content/types";

function checkDesign(where: string, objectives: number, design: readonly SectionContent[]) {
  for (const section of design) {
    expect(section.objective, `${where}: ${section.text}`).toBeLessThan(objectives);
    expect(section.tasks.length, `${where}: ${section.text}`).toBeGreaterThan(0);
    for (const task of section.tasks) {
      if (task.type === "CHECKBOX" || task.type === "RADIO")
        expect(task.options?.length, task.text).toBeGreaterThanOrEqual(2);
      if (task.type === "SCORING") expect(task.scale, task.text).toBe(5);
      if (task.type === "SUBTASKS") expect(task.subtasks?.length, task.text).toBeGreaterThanOrEqual(2);
    }
  }
}

describe("template library", () => {
  it("has at least 22 complete templates, seven of them recommended", () => {
    expect(studyTemplates.length).toBeGreaterThanOrEqual(22);
    expect(recommendedTemplateIds).toHaveLength(7);
    expect(new Set(studyTemplates.map((t) => t.templateId)).size).toBe(studyTemplates.length);
    for (const t of studyTemplates) {
      expect(t.templateId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.title && t.purpose && t.brief, t.templateId).toBeTruthy();
      expect(t.minStimuliCount).toBeLessThanOrEqual(t.maxStimuliCount);
      expect(t.objectives.length, t.templateId).toBeGreaterThanOrEqual(2);
      expect(t.countryLanguages.length, t.templateId).toBeGreaterThan(0);
      expect(studyTypes.map((type) => type.key)).toContain(t.studyType);
      checkDesign(t.templateId, t.objectives.length, t.design);
    }
  });

  it("has the study types, each with templates", () => {
    expect(studyTypes.length).toBeGreaterThanOrEqual(8);
    for (const type of studyTypes)
      expect(
        studyTemplates.some((t) => t.studyType === type.key),
        type.key,
      ).toBe(true);
  });
});

describe("demo world content", () => {
  it("has two clients, the five demo logins and a consultant in both clients", () => {
    expect(clients).toHaveLength(2);
    const emails = users.map((u) => u.email);
    for (const email of ["admin", "researcher", "viewer", "consultant", "producer"])
      expect(emails).toContain(`${email}@demo.test`);
    expect(
      users
        .find((u) => u.email === "consultant@demo.test")
        ?.memberships.map((m) => m.client)
        .sort(),
    ).toEqual(["lumen", "northwind"]);
    expect(users.some((u) => u.memberships.some((m) => m.status === "PENDING"))).toBe(true);
    for (const user of users) for (const m of user.memberships) expect(roles.map((r) => r.key)).toContain(m.role);
  });

  it("covers the statuses, display statuses, data sources and material kinds of the spec", () => {
    expect(studies.length).toBeGreaterThanOrEqual(12);
    expect(projects.filter((p) => p.client === "northwind").length).toBeGreaterThanOrEqual(3);
    const values = (pick: (s: (typeof studies)[number]) => string) => new Set(studies.map(pick));
    for (const status of ["DRAFT", "IN_PROGRESS", "IMPORTED", "COMPLETED"])
      expect(values((s) => s.status)).toContain(status);
    for (const code of ["IN_PREPARATION", "COMPLETED"]) expect(values((s) => s.displayStatusCode)).toContain(code);
    for (const source of ["CAPTURE", "MODERATED", "UPLOAD"]) expect(values((s) => s.dataSource)).toContain(source);
    const kinds = new Set(studies.flatMap((s) => s.materials.map((m) => m.kind)));
    expect([...kinds].sort()).toEqual(["FILE", "LINK"]);
  });

  it("uses every task type in the completed studies", () => {
    const types = new Set(
      studies
        .filter(hasInterviews)
        .flatMap((s) => (s.design ?? []).flatMap((section) => section.tasks.map((t) => t.type))),
    );
    expect([...types].sort()).toEqual([...TASK_TYPES].sort());
  });

  it("gives every answered task of a completed study one consistent answer per persona", () => {
    for (const study of studies.filter(hasInterviews)) {
      const translated = study.segmentGroup?.segments.some((s) => s.language && s.language !== "en");
      for (const { task } of tasksOf(study.design ?? [])) {
        if (task.explainer || task.key === "intro") continue;
        const where = `${study.key}/${task.key}`;
        expect(task.answers?.length, where).toBe(8);
        for (const answer of task.answers ?? []) {
          if (task.type === "SCORING") expect([1, 2, 3, 4, 5]).toContain(answer.score);
          if (task.type === "RADIO") expect(answer.choices, where).toHaveLength(1);
          if (task.type === "CHECKBOX") expect(answer.choices?.length, where).toBeGreaterThan(0);
          for (const choice of answer.choices ?? []) expect(choice).toBeLessThan(task.options?.length ?? 0);
          if (task.type === "OBSERVATION") expect(answer.seconds && answer.outcome, where).toBeTruthy();
          if (task.type === "SUBTASKS") expect(answer.say).toHaveLength(task.subtasks?.length ?? 0);
          if (translated) for (const line of answer.say) expect(lineParts(line).original, where).toBeTruthy();
        }
      }
    }
  });
});

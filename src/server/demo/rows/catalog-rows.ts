/** Rows of the marketplace catalogue: study types and the template library. */
import { studyTemplates, studyTypes, type TemplateDesign } from "../../db/schema";
import type { SectionContent } from "../content/types";
import type { DemoWorld } from "../build/types";
import type { SeedContext } from "./context";

/** A study design in the template column's shape (an explainer is a TEXT_ONLY task marked as one). */
export function templateDesign(sections: readonly SectionContent[]): TemplateDesign {
  return {
    sections: sections.map((section) => ({
      objective: section.objective,
      text: section.text,
      tasks: section.tasks.map((task) => ({
        type: task.type,
        text: task.text,
        ...(task.explainer ? { explainer: true } : {}),
        ...(task.options ? { options: [...task.options] } : {}),
        ...(task.scale ? { scale: task.scale } : {}),
        ...(task.subtasks ? { subtasks: task.subtasks.map((sub) => ({ type: sub.type, text: sub.text })) } : {}),
      })),
    })),
  };
}

/** Plans study types and templates and fills their id maps. */
export function planCatalog(world: DemoWorld, ctx: SeedContext): void {
  const { plan, ids } = ctx;
  world.studyTypes.forEach((type, position) => {
    const id = ids.studyTypes.set(type.key, plan.nextId(studyTypes));
    plan.push(studyTypes, { id, key: type.key, name: type.name, description: type.description, position });
  });
  world.templates.forEach((template, position) => {
    const id = ids.templates.set(template.templateId, plan.nextId(studyTemplates));
    plan.push(studyTemplates, {
      id,
      templateId: template.templateId,
      studyTypeId: ids.studyTypes.get(template.studyType),
      title: template.title,
      purpose: template.purpose,
      stimuliType: template.stimuliType,
      minStimuliCount: template.minStimuliCount,
      maxStimuliCount: template.maxStimuliCount,
      filters: {
        industry: [...template.filters.industry],
        method: [...template.filters.method],
        audience: [...template.filters.audience],
      },
      objectives: [...template.objectives],
      studyDesign: templateDesign(template.design),
      recruitMethod: template.recruitMethod,
      customCriteria: template.customCriteria || null,
      brief: template.brief,
      qualityAssurance: template.qualityAssurance,
      countryLanguages: template.countryLanguages.map((cl) => ({
        country: cl.country,
        language_code: cl.language_code,
      })),
      recommended: template.recommended ?? false,
      position,
      createdAt: new Date("2024-11-01T09:00:00Z"),
    });
  });
}

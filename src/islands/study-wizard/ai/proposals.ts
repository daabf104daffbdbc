import { FILL_IN_MARKER } from "@/lib/constants";
import type { DraftObjective } from "@/lib/schemas/study-draft";
import type { DesignSection, DesignState } from "../design/design-state";
import { newKey } from "../design/design-state";
import type { BusinessQuestionDraft } from "../outline/business-questions";

/** A section as Bloom proposes it (ProposedSection of the server's engine, checked there). */
export interface ProposedSection {
  business_question: number;
  text: string;
  tasks: {
    type: DesignSection["tasks"][number]["type"];
    text: string;
    explainer: boolean;
    options: { text: string }[];
    scale_length: number | null;
    subtasks: { type: "FREE_TEXT" | "TEXT_ONLY"; text: string }[];
  }[];
}

/** Proposed business questions as unsaved rows of the outline editor (new keys, no ids). */
export function questionsFromProposal(titles: readonly string[]): BusinessQuestionDraft[] {
  return titles.map((title) => ({ key: newKey("objective"), title }));
}

/** A proposed section as the design editor's unsaved section, tied to the saved business question it answers. */
function sectionFromProposal(section: ProposedSection, objectives: readonly DraftObjective[]): DesignSection {
  return {
    key: newKey("section"),
    objective_id: objectives[section.business_question]?.id ?? null,
    text: section.text,
    study_material_ids: [],
    tasks: section.tasks.map((task) => ({
      key: newKey("task"),
      type: task.type,
      explainer: task.explainer,
      text: task.text,
      options: task.options.map((option) => ({ key: newKey("option"), text: option.text })),
      scale_length: task.scale_length,
      subtasks: task.subtasks.map((subtask) => ({ key: newKey("subtask"), type: subtask.type, text: subtask.text })),
      object_assignment: {},
      notes: "",
    })),
  };
}

/**
 * The design with Bloom's proposal in it: all of it, or (regenerating one business question's
 * section) the sections answering that question replaced where the first of them stood. Saved
 * sections left out are deleted with their questions when the step is saved (PUT tasks).
 */
export function designWithProposal(
  state: DesignState,
  proposal: readonly ProposedSection[],
  objectives: readonly DraftObjective[],
  only?: number,
): DesignState {
  const proposed = proposal.map((section) => sectionFromProposal(section, objectives));
  if (only === undefined) return { ...state, sections: proposed };
  const objectiveId = objectives[only]?.id;
  const at = state.sections.findIndex((section) => section.objective_id === objectiveId);
  const kept = state.sections.filter((section) => section.objective_id !== objectiveId);
  const index = at < 0 ? kept.length : at;
  return { ...state, sections: [...kept.slice(0, index), ...proposed, ...kept.slice(index)] };
}

/** The templates a proposal says it drew on; null when its engine does not say (a model's). */
export function templatesOf(result: Record<string, unknown> | null | undefined): string[] | null {
  const templates = result?.templates;
  return Array.isArray(templates) ? templates.filter((title): title is string => typeof title === "string") : null;
}

/** The note a proposal carries (a brief the engine could not read in full); null when it has none. */
export function noteOf(result: Record<string, unknown> | null | undefined): string | null {
  return typeof result?.note === "string" && result.note ? result.note : null;
}

/** How many questions still hold a fill-in instruction of the built-in engine (text, option or step). */
export function fillInCount(state: DesignState): number {
  return state.sections
    .flatMap((section) => section.tasks)
    .filter((task) =>
      [task.text, ...task.options.map((option) => option.text), ...task.subtasks.map((subtask) => subtask.text)].some(
        (text) => text.includes(FILL_IN_MARKER),
      ),
    ).length;
}

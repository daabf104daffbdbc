import type { DesignState } from "./design-state";
import type { FieldErrors } from "./field-errors";

export interface LocatedError {
  path: string;
  message: string;
  /** Where it is, in words: "Section 2, question 1, choice 3". */
  where: string;
  /** For ordering: errors read top to bottom as the form shows them. */
  order: number[];
}

const FIELD_NAMES: Record<string, string> = {
  objective_id: "business question",
  text: "text",
  study_material_ids: "study materials",
  tasks: "questions",
  options: "choices",
  scale_length: "scale",
  subtasks: "subtasks",
  object_assignment: "study materials",
  notes: "notes",
  type: "question type",
};
const ITEM_NAMES: Record<string, string> = { options: "choice", subtasks: "subtask" };

/** Where a flat task index lands: its section and its place there. */
function placeOfTask(state: DesignState, k: number): [number, number] | null {
  let offset = 0;
  for (const [i, section] of state.sections.entries()) {
    if (k < offset + section.tasks.length) return [i, k - offset];
    offset += section.tasks.length;
  }
  return null;
}

function locate(state: DesignState, path: string): Pick<LocatedError, "where" | "order"> {
  const [head, index, field, item, itemField] = path.split(".");
  const n = Number(index);
  const rest = (parts: string[]) => parts.filter(Boolean).join(", ");
  const fieldWords = (f?: string, i?: string) =>
    f === undefined
      ? ""
      : i !== undefined && ITEM_NAMES[f]
        ? `${ITEM_NAMES[f]} ${Number(i) + 1}`
        : (FIELD_NAMES[f] ?? f);
  if (head === "sections" && index !== undefined && Number.isInteger(n))
    return { where: rest([`Section ${n + 1}`, fieldWords(field)]), order: [n, -1] };
  if (head === "tasks" && Number.isInteger(n)) {
    const place = placeOfTask(state, n);
    if (place) {
      const words = [`Section ${place[0] + 1}`, `question ${place[1] + 1}`, fieldWords(field, item)];
      if (itemField && itemField !== "text") words.push(fieldWords(itemField));
      return { where: rest(words), order: [place[0], place[1], Number(item ?? -1)] };
    }
  }
  return { where: head === "sections" ? "Sections" : "Study design", order: [-1] };
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -2) - (b[i] ?? -2);
    if (diff) return diff;
  }
  return 0;
}

/** Every message with where it is, in the order the form shows the fields. */
export function locateErrors(state: DesignState, errors: FieldErrors): LocatedError[] {
  return Object.entries(errors)
    .flatMap(([path, list]) => list.map((message) => ({ path, message, ...locate(state, path) })))
    .sort((a, b) => compare(a.order, b.order));
}

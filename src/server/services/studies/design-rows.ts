import { escapeHtml } from "@/lib/html";
import { DEFAULT_SCORING_SCALE_LENGTH, type TaskType } from "@/lib/constants";
import type { TaskOption } from "../../db/schema";

/** The stored HTML of a section's or task's plain text: one escaped paragraph (empty text, none). */
export function paragraphHtml(text: string): string {
  return text ? `<p>${escapeHtml(text)}</p>` : "";
}

/**
 * A question's choices as stored: ids given are kept, the others get the next free "o{n}" (the
 * ids answers and charts refer to, so a renamed choice keeps its answers).
 */
export function storedOptions(options: readonly { id?: string | undefined; text: string }[]): TaskOption[] {
  const taken = new Set(options.flatMap((o) => (o.id ? [o.id] : [])));
  let next = 1;
  return options.map((option) => {
    if (option.id) return { id: option.id, text: option.text };
    while (taken.has(`o${next}`)) next++;
    taken.add(`o${next}`);
    return { id: `o${next}`, text: option.text };
  });
}

/** The scale a question keeps: SCORING's length (default 5 points), none for other types. */
export function storedScale(type: TaskType, scaleLength: number | null | undefined): number | null {
  return type === "SCORING" ? (scaleLength ?? DEFAULT_SCORING_SCALE_LENGTH) : null;
}

/** Position name of a question ("2.3": third of the second section) or a subtask ("2.3.1"). */
export function positionName(section: number, task: number, subtask?: number): string {
  return [section + 1, task + 1, ...(subtask === undefined ? [] : [subtask + 1])].join(".");
}

/**
 * The ids of the rows of one multi-row INSERT … RETURNING id, in the order of its VALUES list:
 * identity values are drawn in that order (other sessions' may fall between them), so sorted they
 * match the rows, whatever order RETURNING gives them in.
 */
export function idsInInsertOrder(rows: readonly { id: number }[]): number[] {
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * The translatable texts of a study design, in one fixed order: each section's text (when it has
 * one), then each of its questions' text, choices and subtasks. The server sends them to Bloom in
 * this order (POST /v1/ai/translate) and the wizard puts the answers back by the same walk, so
 * the two can never pair a translation with the wrong text.
 */
interface TextSection<T extends TextTask = TextTask> {
  text: string;
  tasks: T[];
}
interface TextTask {
  text: string;
  options: { text: string }[];
  subtasks: { text: string }[];
}

export function designTexts(sections: readonly TextSection[]): string[] {
  return sections.flatMap((section) => [
    ...(section.text ? [section.text] : []),
    ...section.tasks.flatMap((task) => [
      task.text,
      ...task.options.map((option) => option.text),
      ...task.subtasks.map((subtask) => subtask.text),
    ]),
  ]);
}

/** The sections with their texts replaced, in designTexts' order; a missing text keeps the original. */
export function withDesignTexts<T extends TextTask, S extends TextSection<T>>(
  sections: readonly S[],
  texts: readonly string[],
): S[] {
  let next = 0;
  const take = (original: string) => texts[next++] ?? original;
  return sections.map((section) => ({
    ...section,
    text: section.text ? take(section.text) : section.text,
    tasks: section.tasks.map((task) => ({
      ...task,
      text: take(task.text),
      options: task.options.map((option) => ({ ...option, text: take(option.text) })),
      subtasks: task.subtasks.map((subtask) => ({ ...subtask, text: take(subtask.text) })),
    })),
  }));
}

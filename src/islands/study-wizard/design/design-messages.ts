/*
 * Words for two rules of the design that lib/messages.ts does not have yet. They belong there,
 * beside their siblings, so the server answers with the same words; until then the form uses these.
 */
export const designMessages = {
  subtasksTooMany: (max: number) => `Add at most ${max} subtasks.`,
  materialNotInStudy: "This study material is no longer part of the study.",
} as const;

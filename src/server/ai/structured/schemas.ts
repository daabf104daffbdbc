import { z } from "zod";
import {
  AI_BRIEF_LIMITS,
  BUSINESS_QUESTION_LIMITS,
  MAX_SECTIONS,
  QUESTIONS_PER_SECTION,
  SCORING_SCALE_LENGTHS,
  STUDY_TEXT_LIMITS,
  SUBTASK_LIMITS,
  TASK_OPTION_LIMITS,
  TASK_TYPES,
} from "@/lib/constants";
import { BRIEF_CRITERIA, type BriefCriterion } from "../engine";

/*
 * What the model must answer, as zod schemas mirroring the engine's types (engine.ts). The SDK sends
 * their JSON Schema with the request (structure, enums, item counts: what a server can enforce
 * while it generates) and validates the reply against the whole schema, refinements included
 * (text lengths, the rules between a question's type and its fields). Every object is strict and
 * every field required (null or [] when not used): what OpenAI's strict structured output asks.
 */

const isBlank = (value: string) => value.trim() === "";

/** A non-empty text of at most `max` characters (checked after the reply, not sent as maxLength). */
const requiredText = (max: number) =>
  z
    .string()
    .refine((value) => !isBlank(value), "is empty")
    .refine((value) => value.trim().length <= max, `is longer than ${max} characters`);

const count = <T extends z.ZodArray>(schema: T, limits: { min: number; max: number }, what: string): T =>
  schema
    .min(limits.min, `needs at least ${limits.min} ${what}`)
    .max(limits.max, `allows at most ${limits.max} ${what}`);

/* ---------- rateBrief ---------- */

const criterionReply = z.strictObject({
  met: z.boolean(),
  suggestion: z
    .string()
    .nullable()
    .describe("null when met; otherwise one concrete suggestion, in the researcher's own terms"),
});

/** One entry per criterion of BRIEF_CRITERIA, so the model can neither skip nor repeat one. */
export const briefReplySchema = z
  .strictObject(
    Object.fromEntries(BRIEF_CRITERIA.map((key) => [key, criterionReply])) as Record<
      BriefCriterion,
      typeof criterionReply
    >,
  )
  .superRefine((reply, ctx) => {
    for (const key of BRIEF_CRITERIA) {
      const { met, suggestion } = reply[key];
      if (!met && (suggestion === null || isBlank(suggestion))) {
        ctx.addIssue({ code: "custom", path: [key, "suggestion"], message: "is missing for an unmet criterion" });
      }
    }
  });
export type BriefReply = z.infer<typeof briefReplySchema>;

/* ---------- outline ---------- */

/** Exactly `wanted` business questions when the caller asked for a number, else within the limits. */
export function outlineReplySchema(wanted: number | undefined) {
  const limits = wanted === undefined ? BUSINESS_QUESTION_LIMITS : { min: wanted, max: wanted };
  return z.strictObject({
    business_questions: count(z.array(requiredText(STUDY_TEXT_LIMITS.businessQuestion)), limits, "business questions"),
  });
}
export type OutlineReply = z.infer<ReturnType<typeof outlineReplySchema>>;

/* ---------- design ---------- */

const CHOICE_TYPES: readonly string[] = ["CHECKBOX", "RADIO"];

const taskReply = z
  .strictObject({
    type: z.enum(TASK_TYPES),
    text: requiredText(STUDY_TEXT_LIMITS.taskText),
    explainer: z.boolean().describe("true only for a TEXT_ONLY task the participant reads and does not answer"),
    options: z
      .array(z.strictObject({ text: requiredText(STUDY_TEXT_LIMITS.optionText) }))
      .describe("the choices of a CHECKBOX or RADIO question; [] otherwise"),
    scale_length: z
      .number()
      .nullable()
      .describe(`the points of a SCORING question's scale (${SCORING_SCALE_LENGTHS.join(", ")}); null otherwise`),
    subtasks: z
      .array(
        z.strictObject({ type: z.enum(["FREE_TEXT", "TEXT_ONLY"]), text: requiredText(STUDY_TEXT_LIMITS.taskText) }),
      )
      .describe("the parts of a SUBTASKS question; [] otherwise"),
  })
  .superRefine((task, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (task.explainer && task.type !== "TEXT_ONLY") issue("explainer", "is only for TEXT_ONLY tasks");
    if (CHOICE_TYPES.includes(task.type)) {
      if (task.options.length < TASK_OPTION_LIMITS.min || task.options.length > TASK_OPTION_LIMITS.max) {
        issue(
          "options",
          `a ${task.type} question needs ${TASK_OPTION_LIMITS.min} to ${TASK_OPTION_LIMITS.max} options`,
        );
      }
    } else if (task.options.length > 0) {
      issue("options", `are only for CHECKBOX and RADIO questions, not ${task.type}`);
    }
    if (task.type === "SCORING") {
      if (!(SCORING_SCALE_LENGTHS as readonly (number | null)[]).includes(task.scale_length)) {
        issue("scale_length", `a SCORING question needs one of ${SCORING_SCALE_LENGTHS.join(", ")}`);
      }
    } else if (task.scale_length !== null) {
      issue("scale_length", `is only for SCORING questions, not ${task.type}`);
    }
    if (task.type === "SUBTASKS") {
      if (task.subtasks.length < SUBTASK_LIMITS.min || task.subtasks.length > SUBTASK_LIMITS.max) {
        issue("subtasks", `a SUBTASKS question needs ${SUBTASK_LIMITS.min} to ${SUBTASK_LIMITS.max} subtasks`);
      }
    } else if (task.subtasks.length > 0) {
      issue("subtasks", `are only for SUBTASKS questions, not ${task.type}`);
    }
  });

/**
 * Sections for `questions` business questions; with `only`, every section answers that one (a
 * regenerated section).
 */
export function designReplySchema(questions: number, only: number | undefined) {
  const index = z
    .number()
    .int()
    .min(only ?? 0, "is not one of the business questions given")
    .max(only ?? questions - 1, "is not one of the business questions given")
    .describe("the index (from 0) of the business question this section answers");
  return z.strictObject({
    sections: count(
      z.array(
        z.strictObject({
          business_question: index,
          text: z
            .string()
            .refine(
              (value) => value.trim().length <= STUDY_TEXT_LIMITS.sectionText,
              `is longer than ${STUDY_TEXT_LIMITS.sectionText} characters`,
            )
            .describe("the section's heading, as shown to participants"),
          tasks: count(z.array(taskReply), QUESTIONS_PER_SECTION, "questions per section"),
        }),
      ),
      { min: 1, max: MAX_SECTIONS },
      "sections",
    ),
  });
}
export type DesignReply = z.infer<ReturnType<typeof designReplySchema>>;

/* ---------- translate ---------- */

/** The texts translated, one for one and in order. */
export function translationReplySchema(texts: number) {
  return z.strictObject({
    texts: z
      .array(z.string())
      .length(texts, `must hold exactly ${texts} texts, one per text given`)
      .describe("the translations, in the order of the texts given"),
  });
}

/** "Refine with Bloom": the rewritten brief, within the brief's own length limit. */
export const refinedBriefReplySchema = z.strictObject({ brief: z.string().min(1).max(AI_BRIEF_LIMITS.max) });

import { Paragraph, TextRun } from "docx";
import { DEFAULT_SCORING_SCALE_LENGTH } from "@/lib/constants";
import { kindOf, participantWords as words, TASK_KIND_INFO } from "@/lib/task-kinds";
import type { DocQuestion } from "../design-doc-data";
import { DOC_COLOURS, LISTS } from "./doc-styles";

const note = (text: string, indentLevel = 1) =>
  new Paragraph({
    indent: { left: 720 * indentLevel },
    spacing: { after: 80 },
    children: [new TextRun({ text, italics: true, color: DOC_COLOURS.muted })],
  });

const line = (text: string) =>
  new Paragraph({ indent: { left: 720 }, spacing: { after: 80 }, children: [new TextRun(text)] });

/** What the participant is asked to do with the question, as the design step's preview shows it. */
function answerPart(question: DocQuestion, listInstance: number): Paragraph[] {
  const { task } = question;
  switch (kindOf(task)) {
    case "THINK_ALOUD":
      return [note(words.thinkAloud)];
    case "OBSERVATION":
      return [note(words.observation)];
    case "EXPLAINER":
      return [note(`The participant reads this and selects “${words.explainer}”.`)];
    case "FREE_TEXT":
      return [line(`${words.freeText}: ________________________________`)];
    case "CHECKBOX":
    case "RADIO": {
      const reference = task.type === "CHECKBOX" ? LISTS.checkbox : LISTS.radio;
      return [
        note(words.choices(task.type)),
        ...task.options.map(
          (option, i) =>
            new Paragraph({
              numbering: { reference, level: 0, instance: listInstance },
              children: [new TextRun(option.text.trim() || words.choice(i))],
            }),
        ),
      ];
    }
    case "SCORING": {
      const points = task.scale_length ?? DEFAULT_SCORING_SCALE_LENGTH;
      const scale = Array.from({ length: points }, (_, i) => `○ ${i + 1}`).join("    ");
      return [note(words.scale(points)), line(scale), note(`${words.scaleLowest}, ${words.scaleHighest(points)}`)];
    }
    case "SUBTASKS":
      return task.subtasks.map(
        (subtask, i) =>
          new Paragraph({
            numbering: { reference: LISTS.questions, level: 1, instance: listInstance },
            children: [
              new TextRun(subtask.text.trim() || words.subtask(i)),
              new TextRun({ text: ` (${words.subtaskAnswer(subtask.type)})`, color: DOC_COLOURS.muted }),
            ],
          }),
      );
  }
}

/**
 * One question of a section: its number and text (a numbered list item, so Word numbers it), its
 * kind, the study materials shown with it, the answer part a participant gets (choices listed,
 * the scale with its ends, subtasks nested and numbered) and the researcher's note.
 */
export function questionParagraphs(question: DocQuestion, listInstance: number, choiceInstance: number): Paragraph[] {
  const { task } = question;
  const kind = TASK_KIND_INFO[kindOf(task)].label;
  return [
    new Paragraph({
      numbering: { reference: LISTS.questions, level: 0, instance: listInstance },
      keepNext: true,
      spacing: { before: 160, after: 60 },
      children: [new TextRun({ text: task.text.trim() || "(No question text yet)", bold: true })],
    }),
    note(`${kind}${question.materials.length ? ` · with ${question.materials.join(", ")}` : ""}`),
    ...answerPart(question, choiceInstance),
    ...(task.notes ? [note(`Researcher's note: ${task.notes}`)] : []),
  ];
}

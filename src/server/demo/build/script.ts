/**
 * An interview's script: what the participant says, task by task, with start and end times at a
 * natural speaking pace. The video renderer shows and speaks exactly these lines, so the
 * transcript, the subtitles and the quotes all line up with the picture.
 */
import { greeting } from "../content/names";
import type { AnswerContent, SectionContent } from "../content/types";
import { isAnswered, lineParts } from "./design";
import type { Casting } from "./participants";
import type { BuiltAnswer, BuiltChunk, BuiltTranscriptSection } from "./types";

/** Words per second of the spoken lines (a relaxed conversational pace). */
export const WORDS_PER_SECOND = 2.6;
const LEAD_IN_MS = 800;
const GAP_IN_TASK_MS = 450;
const GAP_BETWEEN_TASKS_MS = 1100;
const TAIL_MS = 1200;
const MIN_LINE_MS = 1500;

export interface Script {
  sections: BuiltTranscriptSection[];
  answers: BuiltAnswer[];
  duration: number;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const toSeconds = (ms: number) => Math.round(ms / 100) / 10;

/** The persona's answer to a task: entry `persona` of its bank (banks hold one entry per persona). */
function answerOf(bank: readonly AnswerContent[], persona: number): AnswerContent {
  const answer = bank[persona % bank.length];
  if (!answer) throw new Error("Empty answer bank");
  return answer;
}

/** Builds the timed script of one interview from the study design and the casting. */
export function buildScript(design: readonly SectionContent[], casting: Casting, studyKey: string): Script {
  const { participant, persona } = casting;
  const spokenOriginal = participant.language !== "en";
  const sections: BuiltTranscriptSection[] = [];
  const answers: BuiltAnswer[] = [];
  let clock = LEAD_IN_MS;

  design.forEach((section, s) => {
    const tasks: BuiltTranscriptSection["tasks"] = [];
    section.tasks.forEach((task, t) => {
      if (!isAnswered(task)) return;
      const path = `${s}.${t}`;
      const answer: AnswerContent =
        task.key === "intro"
          ? { say: [toLine(greeting(participant.firstName, participant.age, participant.city, participant.language))] }
          : answerOf(task.answers ?? [], persona);
      const chunks: BuiltChunk[] = answer.say.map((line, index) => {
        const { en, original } = lineParts(line);
        if (spokenOriginal && !original) {
          throw new Error(
            `${studyKey} task ${task.key ?? path}: a ${participant.language} participant needs the original wording of "${en}"`,
          );
        }
        const spoken = spokenOriginal ? (original ?? en) : en;
        const start = clock;
        const end = start + Math.max(MIN_LINE_MS, Math.round((words(spoken) / WORDS_PER_SECOND) * 1000));
        clock = end + GAP_IN_TASK_MS;
        return {
          start: toSeconds(start),
          end: toSeconds(end),
          text: en,
          ...(spokenOriginal ? { original } : {}),
          ...(task.type === "SUBTASKS" ? { subtask: index } : {}),
        };
      });
      clock += GAP_BETWEEN_TASKS_MS - GAP_IN_TASK_MS;
      const first = chunks[0];
      const last = chunks.at(-1);
      if (!first || !last) return;
      tasks.push({ task: path, type: task.type, start: first.start, end: last.end, chunks });
      answers.push({
        task: path,
        text: chunks.map((chunk) => chunk.text).join(" "),
        ...(answer.score !== undefined ? { score: answer.score } : {}),
        ...(answer.choices ? { choices: answer.choices } : {}),
        ...(answer.seconds !== undefined ? { seconds: answer.seconds, outcome: answer.outcome ?? "COMPLETED" } : {}),
      });
    });
    const first = tasks[0];
    const last = tasks.at(-1);
    if (first && last) sections.push({ section: s, start: first.start, end: last.end, tasks });
  });

  const lastEnd = sections.at(-1)?.end ?? 0;
  return { sections, answers, duration: toSeconds(lastEnd * 1000 + TAIL_MS) };
}

function toLine(parts: { en: string; original?: string }): readonly [string, string] | string {
  return parts.original ? ([parts.en, parts.original] as const) : parts.en;
}

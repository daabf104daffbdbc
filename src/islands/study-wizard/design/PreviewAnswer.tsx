import { useId } from "react";
import { DEFAULT_SCORING_SCALE_LENGTH } from "@/lib/constants";
import { kindOf, participantWords as words } from "@/lib/task-kinds";
import type { DesignTask } from "./design-state";
import styles from "./ParticipantPreview.module.css";

const orPlaceholder = (text: string, placeholder: string) => text.trim() || placeholder;

/** The answer part of a question as a participant gets it, every control disabled. */
export function PreviewAnswer({ task }: { task: DesignTask }) {
  const id = useId();
  switch (kindOf(task)) {
    case "THINK_ALOUD":
      return <p className={styles.hint}>{words.thinkAloud}</p>;
    case "EXPLAINER":
      return (
        <button type="button" className="button primary" disabled>
          {words.explainer}
        </button>
      );
    case "FREE_TEXT":
      return (
        <label className={styles.answer}>
          <span>{words.freeText}</span>
          <textarea rows={3} disabled />
        </label>
      );
    case "OBSERVATION":
      return <p className={styles.hint}>{words.observation}</p>;
    case "CHECKBOX":
    case "RADIO":
      return (
        <fieldset className={styles.choices}>
          <legend>{words.choices(task.type)}</legend>
          {task.options.map((option, i) => (
            <label key={option.key} className="check">
              <input type={task.type === "CHECKBOX" ? "checkbox" : "radio"} name={id} disabled />
              <span>{orPlaceholder(option.text, words.choice(i))}</span>
            </label>
          ))}
        </fieldset>
      );
    case "SCORING": {
      const n = task.scale_length ?? DEFAULT_SCORING_SCALE_LENGTH;
      return (
        <fieldset className={styles.scale}>
          <legend>{words.scale(n)}</legend>
          <div className={styles.points}>
            {Array.from({ length: n }, (_, i) => (
              <label key={i}>
                <input type="radio" name={id} disabled />
                <span>{i + 1}</span>
              </label>
            ))}
          </div>
          <div className={styles.ends} aria-hidden="true">
            <span>{words.scaleLowest}</span>
            <span>{words.scaleHighest(n)}</span>
          </div>
        </fieldset>
      );
    }
    case "SUBTASKS":
      return (
        <ol className={styles.subtasks}>
          {task.subtasks.map((subtask, i) => (
            <li key={subtask.key}>
              {orPlaceholder(subtask.text, words.subtask(i))}
              <small> ({words.subtaskAnswer(subtask.type)})</small>
            </li>
          ))}
        </ol>
      );
  }
}

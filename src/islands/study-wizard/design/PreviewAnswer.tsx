import { useId } from "react";
import type { DesignTask } from "./design-state";
import styles from "./ParticipantPreview.module.css";
import { kindOf } from "./task-kinds";

const orPlaceholder = (text: string, placeholder: string) => text.trim() || placeholder;

/** The answer part of a question as a participant gets it, every control disabled. */
export function PreviewAnswer({ task }: { task: DesignTask }) {
  const id = useId();
  switch (kindOf(task)) {
    case "THINK_ALOUD":
      return <p className={styles.hint}>Speak your thoughts aloud. We record your voice and screen.</p>;
    case "EXPLAINER":
      return (
        <button type="button" className="button primary" disabled>
          Continue
        </button>
      );
    case "FREE_TEXT":
      return (
        <label className={styles.answer}>
          <span>Your answer</span>
          <textarea rows={3} disabled />
        </label>
      );
    case "OBSERVATION":
      return <p className={styles.hint}>Do the task while we watch. Say out loud what you are doing.</p>;
    case "CHECKBOX":
    case "RADIO":
      return (
        <fieldset className={styles.choices}>
          <legend>{task.type === "CHECKBOX" ? "Choose all that apply" : "Choose one"}</legend>
          {task.options.map((option, i) => (
            <label key={option.key} className="check">
              <input type={task.type === "CHECKBOX" ? "checkbox" : "radio"} name={id} disabled />
              <span>{orPlaceholder(option.text, `Choice ${i + 1}`)}</span>
            </label>
          ))}
        </fieldset>
      );
    case "SCORING": {
      const n = task.scale_length ?? 5;
      return (
        <fieldset className={styles.scale}>
          <legend>Rate from 1 to {n}</legend>
          <div className={styles.points}>
            {Array.from({ length: n }, (_, i) => (
              <label key={i}>
                <input type="radio" name={id} disabled />
                <span>{i + 1}</span>
              </label>
            ))}
          </div>
          <div className={styles.ends} aria-hidden="true">
            <span>1 = lowest</span>
            <span>{n} = highest</span>
          </div>
        </fieldset>
      );
    }
    case "SUBTASKS":
      return (
        <ol className={styles.subtasks}>
          {task.subtasks.map((subtask, i) => (
            <li key={subtask.key}>
              {orPlaceholder(subtask.text, `Subtask ${i + 1}`)}
              <small>{subtask.type === "FREE_TEXT" ? " (typed answer)" : " (think aloud)"}</small>
            </li>
          ))}
        </ol>
      );
  }
}

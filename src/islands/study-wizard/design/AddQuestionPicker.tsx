import { useId, useState } from "react";
import { QUESTIONS_PER_SECTION } from "@/lib/constants";
import { messages } from "@/lib/messages";
import styles from "./StudyDesignEditor.module.css";
import { TASK_KINDS, TASK_KIND_INFO, type TaskKind } from "@/lib/task-kinds";

interface Props {
  sectionNumber: number;
  questionCount: number;
  onAdd(kind: TaskKind): void;
}

/**
 * "Add question": a disclosure that opens the question types, each with what the participant
 * does. Once the section is full the button stays reachable and says why it does nothing.
 */
export function AddQuestionPicker({ sectionNumber, questionCount, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const full = questionCount >= QUESTIONS_PER_SECTION.max;
  return (
    // Escape pressed on any control inside (the button or a question type) closes the disclosure.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      className={styles.picker}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        (event.currentTarget.querySelector("[data-add-question]") as HTMLElement | null)?.focus();
      }}
    >
      <button
        type="button"
        className="button"
        data-add-question
        aria-expanded={open}
        aria-controls={listId}
        aria-disabled={full || undefined}
        aria-describedby={full ? `${listId}-full` : undefined}
        onClick={() => !full && setOpen(!open)}
      >
        + Add question to section {sectionNumber}
      </button>
      {full && (
        <small id={`${listId}-full`} className={styles.reason}>
          {messages.tooManyQuestions(QUESTIONS_PER_SECTION.max)}
        </small>
      )}
      <ul id={listId} className={styles.kinds} hidden={!open || full} aria-label="Question types">
        {TASK_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className={styles.kind}
              onClick={() => {
                setOpen(false);
                onAdd(kind);
              }}
            >
              <strong>{TASK_KIND_INFO[kind].label}</strong>
              <span>{TASK_KIND_INFO[kind].hint}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

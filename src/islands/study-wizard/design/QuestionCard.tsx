import type { KeyboardEvent } from "react";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DesignTask } from "./design-state";
import { FieldErrorList } from "./FieldErrorList";
import { fieldId, type FieldErrors } from "./field-errors";
import { shortText } from "./material-labels";
import { QuestionFields } from "./QuestionFields";
import styles from "./StudyDesignEditor.module.css";
import { TASK_KIND_INFO, kindOf } from "@/lib/task-kinds";

interface Props {
  task: DesignTask;
  number: number;
  count: number;
  flatIndex: number;
  selected: boolean;
  materials: readonly StudyMaterial[];
  errors: FieldErrors;
  prefix: string;
  onChange(task: DesignTask): void;
  onSelect(): void;
  onMove(delta: -1 | 1, from: "card" | "button"): void;
  onDuplicate(): void;
  onDelete(): void;
}

const typing = (target: EventTarget) =>
  target instanceof HTMLElement && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);

/**
 * One question of a section: its number and type, move, copy and delete, and its fields. The card
 * takes focus itself; there Alt+ArrowUp and Alt+ArrowDown move it (not inside a field, where the
 * keys belong to the field).
 */
export function QuestionCard(props: Props) {
  const { task, number, count, flatIndex, selected, prefix } = props;
  const headingId = `${fieldId(prefix, `tasks.${flatIndex}`)}-heading`;
  const text = shortText(task.text);
  const name = text ? `question ${number} “${text}”` : `question ${number}`;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || typing(event.target)) return;
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    props.onMove(event.key === "ArrowUp" ? -1 : 1, "card");
  };
  return (
    // The card itself takes focus so Alt+ArrowUp/Down can move it (aria-keyshortcuts says so).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <article
      className={styles.question}
      data-key={task.key}
      data-selected={selected || undefined}
      id={fieldId(prefix, `tasks.${flatIndex}`)}
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={headingId}
      aria-describedby={`${prefix}-move-hint`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      onKeyDown={onKeyDown}
      onFocus={props.onSelect}
      onPointerDown={props.onSelect}
    >
      <div className={styles.questionHeader}>
        <h3 id={headingId}>
          Question {number} <span className={styles.kindBadge}>{TASK_KIND_INFO[kindOf(task)].label}</span>
        </h3>
        <div className={styles.cardActions} data-task-actions>
          <button
            type="button"
            className="button"
            data-action="up"
            disabled={number === 1}
            aria-label={`Move ${name} up`}
            onClick={() => props.onMove(-1, "button")}
          >
            ↑
          </button>
          <button
            type="button"
            className="button"
            data-action="down"
            disabled={number === count}
            aria-label={`Move ${name} down`}
            onClick={() => props.onMove(1, "button")}
          >
            ↓
          </button>
          <button type="button" className="button" aria-label={`Duplicate ${name}`} onClick={props.onDuplicate}>
            Duplicate
          </button>
          <button type="button" className="button" aria-label={`Delete ${name}`} onClick={props.onDelete}>
            Delete
          </button>
        </div>
      </div>
      <FieldErrorList errors={props.errors} prefix={prefix} path={`tasks.${flatIndex}`} />
      <QuestionFields
        task={task}
        flatIndex={flatIndex}
        materials={props.materials}
        errors={props.errors}
        prefix={prefix}
        onChange={props.onChange}
      />
    </article>
  );
}

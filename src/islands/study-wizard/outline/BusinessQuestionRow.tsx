import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { countOf } from "@/lib/plural";
import { FieldErrorList } from "../design/FieldErrorList";
import { invalidProps, type FieldErrors } from "../design/field-errors";
import type { BusinessQuestionDraft } from "./business-questions";
import styles from "./BusinessQuestionsEditor.module.css";

interface Props {
  question: BusinessQuestionDraft;
  index: number;
  count: number;
  linkedSections: number;
  errors: FieldErrors;
  prefix: string;
  /** Delete was asked for while sections link to the question: the reason shows instead. */
  refused: boolean;
  onTitle(title: string): void;
  onMove(delta: -1 | 1): void;
  onDelete(): void;
}

/** One business question: its text, how many sections answer it, and its move and delete buttons. */
export function BusinessQuestionRow(props: Props) {
  const { question, index, count, linkedSections, errors, prefix, refused } = props;
  const name = `business question ${index + 1}`;
  const path = `objectives.${index}.title`;
  const field = invalidProps(errors, prefix, path);
  const refusalId = `${field.id}-in-use`;
  return (
    <li className={styles.row} data-key={question.key}>
      <label className={`field ${styles.text}`}>
        <span>Business question {index + 1}</span>
        <textarea
          {...field}
          rows={2}
          maxLength={STUDY_TEXT_LIMITS.businessQuestion}
          value={question.title}
          onChange={(event) => props.onTitle(event.target.value)}
          placeholder="What do you want to learn?"
        />
        <FieldErrorList errors={errors} prefix={prefix} path={path} />
      </label>
      <p className={styles.usage}>
        {linkedSections > 0 ? `Answered by ${countOf(linkedSections, "section")}` : "No section answers it yet"}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          data-action="up"
          disabled={index === 0}
          aria-label={`Move ${name} up`}
          onClick={() => props.onMove(-1)}
        >
          ↑ <span aria-hidden="true">Up</span>
        </button>
        <button
          type="button"
          className="button"
          data-action="down"
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
          onClick={() => props.onMove(1)}
        >
          ↓ <span aria-hidden="true">Down</span>
        </button>
        <button
          type="button"
          className="button"
          data-action="delete"
          aria-label={`Delete ${name}`}
          aria-disabled={linkedSections > 0 || undefined}
          aria-describedby={refused ? refusalId : undefined}
          onClick={props.onDelete}
        >
          Delete
        </button>
      </div>
      {refused && (
        <p id={refusalId} role="alert" className={styles.refusal}>
          {messages.businessQuestionInUse}
        </p>
      )}
    </li>
  );
}

import { useRef, useState } from "react";
import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { FieldErrorList } from "../design/FieldErrorList";
import { fieldId, mergeErrors, type FieldErrors } from "../design/field-errors";
import { LiveRegion } from "../design/LiveRegion";
import { newKey } from "../design/design-state";
import { moveItem } from "../design/task-operations";
import { byKey, useFocusAfterRender } from "../design/use-focus-after-render";
import { BusinessQuestionRow } from "./BusinessQuestionRow";
import { validateBusinessQuestions, type BusinessQuestionDraft } from "./business-questions";
import styles from "./BusinessQuestionsEditor.module.css";

export interface BusinessQuestionsEditorProps {
  value: BusinessQuestionDraft[];
  onChange(next: BusinessQuestionDraft[]): void;
  /** How many sections of the design answer each question, by its key. */
  linkedSectionCounts: Record<string, number>;
  /** Field errors from the server (or from validateBusinessQuestions before a save). */
  errors: FieldErrors;
  disabled?: boolean;
  /** Prefix of the fields' element ids (the server paths follow it). */
  idPrefix?: string;
}

/**
 * The OUTLINE step's business questions: written inline, added up to the limit, moved, deleted
 * unless sections answer them. Duplicates and the count show as the person types; the errors
 * prop (the server's, or validateBusinessQuestions after a save was tried) always.
 */
export default function BusinessQuestionsEditor(props: BusinessQuestionsEditorProps) {
  const { value, onChange, linkedSectionCounts, disabled = false, idPrefix = "business-questions" } = props;
  const root = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender(root);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Duplicates and the count show as the person types; an empty question only once a save was
  // tried (the errors prop): marking it on blur would push the add button away mid-click.
  const live = Object.fromEntries(
    Object.entries(validateBusinessQuestions(value)).filter(([, list]) => !list.includes(messages.required)),
  );
  const errors = mergeErrors(props.errors, live);
  const full = value.length >= BUSINESS_QUESTION_LIMITS.max;
  const addReasonId = `${idPrefix}-add-reason`;

  const add = () => {
    if (full) return;
    const key = newKey("objective");
    onChange([...value, { key, title: "" }]);
    focusLater(byKey(key, "textarea"));
  };
  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const key = value[index]!.key;
    onChange(moveItem(value, index, to));
    // Focus stays on the button pressed, or on the other one when the question reached an end.
    const action = delta === -1 ? (to === 0 ? "down" : "up") : to === value.length - 1 ? "up" : "down";
    focusLater(byKey(key, `[data-action="${action}"]`));
    setAnnouncement(`Business question moved to position ${to + 1} of ${value.length}.`);
  };
  const remove = (index: number) => {
    const question = value[index]!;
    if ((linkedSectionCounts[question.key] ?? 0) > 0) return setRefusedKey(question.key);
    setRefusedKey(null);
    onChange(value.filter((q) => q.key !== question.key));
    const next = value[index + 1] ?? value[index - 1];
    focusLater(next ? byKey(next.key, "textarea") : `#${idPrefix}-add`);
    setAnnouncement(`Business question ${index + 1} deleted.`);
  };

  return (
    <div className={styles.editor} ref={root}>
      <fieldset disabled={disabled} className={styles.group}>
        <legend className="visually-hidden">Business questions</legend>
        <p className={styles.intro}>
          What should the study answer? Write {BUSINESS_QUESTION_LIMITS.min} to {BUSINESS_QUESTION_LIMITS.max} business
          questions; each section of the study design answers one of them.
        </p>
        <div id={fieldId(idPrefix, "objectives")} tabIndex={-1} className={styles.count}>
          <FieldErrorList errors={errors} prefix={idPrefix} path="objectives" />
        </div>
        <ol className={styles.list}>
          {value.map((question, index) => (
            <BusinessQuestionRow
              key={question.key}
              question={question}
              index={index}
              count={value.length}
              linkedSections={linkedSectionCounts[question.key] ?? 0}
              errors={errors}
              prefix={idPrefix}
              refused={refusedKey === question.key}
              onTitle={(title) => onChange(value.map((q) => (q.key === question.key ? { ...q, title } : q)))}
              onMove={(delta) => move(index, delta)}
              onDelete={() => remove(index)}
            />
          ))}
        </ol>
        <div className={styles.add}>
          <button
            type="button"
            id={`${idPrefix}-add`}
            className="button"
            aria-disabled={full || undefined}
            aria-describedby={full ? addReasonId : undefined}
            onClick={add}
          >
            + Add business question
          </button>
          {full && (
            <small id={addReasonId} className={styles.reason}>
              {messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)}
            </small>
          )}
        </div>
      </fieldset>
      <LiveRegion message={announcement} />
    </div>
  );
}

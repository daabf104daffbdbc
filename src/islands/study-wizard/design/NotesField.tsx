import { useState } from "react";
import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import type { DesignTask } from "./design-state";
import { FieldErrorList } from "./FieldErrorList";
import { errorsAt, invalidProps, type FieldErrors } from "./field-errors";
import styles from "./StudyDesignEditor.module.css";

interface Props {
  task: DesignTask;
  errors: FieldErrors;
  prefix: string;
  path: string;
  onChange(task: DesignTask): void;
}

/**
 * A question's notes for the team, folded away: most questions have none. Open from the start
 * when there are notes, and always while they have an error.
 */
export function NotesField({ task, errors, prefix, path, onChange }: Props) {
  const [open, setOpen] = useState(task.notes.trim() !== "");
  const invalid = errorsAt(errors, path).length > 0;
  return (
    <details
      className={`${styles.notes} ${styles.wide}`}
      open={open || invalid}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Notes for your team</summary>
      <label className="field">
        <span>Notes (participants do not see them)</span>
        <textarea
          {...invalidProps(errors, prefix, path)}
          rows={2}
          maxLength={STUDY_TEXT_LIMITS.notes}
          value={task.notes}
          onChange={(event) => onChange({ ...task, notes: event.target.value })}
        />
        <FieldErrorList errors={errors} prefix={prefix} path={path} />
      </label>
    </details>
  );
}

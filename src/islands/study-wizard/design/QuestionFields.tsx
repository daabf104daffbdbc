import { SCORING_SCALE_LENGTHS, STUDY_TEXT_LIMITS, SUBTASK_LIMITS, TASK_OPTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DesignTask, SubtaskType } from "./design-state";
import { FieldErrorList } from "./FieldErrorList";
import { invalidProps, type FieldErrors } from "./field-errors";
import { MaterialChecklist } from "./MaterialChecklist";
import { NotesField } from "./NotesField";
import styles from "./StudyDesignEditor.module.css";
import { TASK_KINDS, TASK_KIND_INFO, hasChoices, kindOf } from "@/lib/task-kinds";
import { addOption, addSubtask, assignMaterial, changeTaskKind } from "./task-operations";
import { TextListEditor } from "./TextListEditor";

interface Props {
  task: DesignTask;
  /** The question's index in the flat `tasks` list: its error paths count there. */
  flatIndex: number;
  materials: readonly StudyMaterial[];
  errors: FieldErrors;
  prefix: string;
  onChange(task: DesignTask): void;
}

/** The fields of one question: its type, text, what its type needs, its materials and notes. */
export function QuestionFields({ task, flatIndex, materials, errors, prefix, onChange }: Props) {
  const at = (field: string) => `tasks.${flatIndex}.${field}`;
  const kind = kindOf(task);
  return (
    <div className={styles.questionFields}>
      <label className="field">
        <span>Question type</span>
        <select
          {...invalidProps(errors, prefix, at("type"))}
          value={kind}
          onChange={(e) => onChange(changeTaskKind(task, e.target.value as typeof kind))}
        >
          {TASK_KINDS.map((k) => (
            <option key={k} value={k}>
              {TASK_KIND_INFO[k].label}
            </option>
          ))}
        </select>
        <FieldErrorList errors={errors} prefix={prefix} path={at("type")} />
      </label>
      <label className={`field ${styles.wide}`}>
        <span>{kind === "EXPLAINER" ? "Text to read" : "Question text"}</span>
        <textarea
          {...invalidProps(errors, prefix, at("text"))}
          rows={2}
          maxLength={STUDY_TEXT_LIMITS.taskText}
          value={task.text}
          onChange={(e) => onChange({ ...task, text: e.target.value })}
        />
        <FieldErrorList errors={errors} prefix={prefix} path={at("text")} />
      </label>
      {hasChoices(task.type) && (
        <div className={styles.wide}>
          <TextListEditor
            legend="Choices"
            noun="Choice"
            items={task.options}
            onChange={(options) => onChange({ ...task, options })}
            onAdd={() => onChange(addOption(task))}
            max={TASK_OPTION_LIMITS.max}
            maxReason={messages.optionsTooMany(TASK_OPTION_LIMITS.max)}
            maxLength={STUDY_TEXT_LIMITS.optionText}
            path={at("options")}
            errors={errors}
            prefix={prefix}
          />
        </div>
      )}
      {task.type === "SCORING" && (
        <label className="field">
          <span>Scale</span>
          <select
            {...invalidProps(errors, prefix, at("scale_length"))}
            value={task.scale_length ?? ""}
            onChange={(e) => onChange({ ...task, scale_length: e.target.value ? Number(e.target.value) : null })}
          >
            {task.scale_length === null && <option value="">Choose a scale</option>}
            {SCORING_SCALE_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {n}-point scale (1 to {n})
              </option>
            ))}
          </select>
          <FieldErrorList errors={errors} prefix={prefix} path={at("scale_length")} />
        </label>
      )}
      {task.type === "SUBTASKS" && (
        <div className={styles.wide}>
          <TextListEditor
            legend="Subtasks"
            noun="Subtask"
            items={task.subtasks}
            onChange={(subtasks) => onChange({ ...task, subtasks })}
            onAdd={() => onChange(addSubtask(task))}
            max={SUBTASK_LIMITS.max}
            maxReason={messages.subtasksTooMany(SUBTASK_LIMITS.max)}
            maxLength={STUDY_TEXT_LIMITS.taskText}
            path={at("subtasks")}
            errors={errors}
            prefix={prefix}
            extra={(subtask, index) => (
              <label className="field">
                <span>
                  Answer<span className="visually-hidden"> to subtask {index + 1}</span>
                </span>
                <select
                  value={subtask.type}
                  onChange={(e) =>
                    onChange({
                      ...task,
                      subtasks: task.subtasks.map((s) =>
                        s.key === subtask.key ? { ...s, type: e.target.value as SubtaskType } : s,
                      ),
                    })
                  }
                >
                  <option value="TEXT_ONLY">Think aloud</option>
                  <option value="FREE_TEXT">Typed answer</option>
                </select>
              </label>
            )}
          />
        </div>
      )}
      <div className={styles.wide}>
        <MaterialChecklist
          legend="Materials shown with this question"
          materials={materials}
          isChecked={(_, index) => task.object_assignment[String(index)] === true}
          onToggle={(_, index, on) => onChange(assignMaterial(task, index, on))}
          path={at("object_assignment")}
          errors={errors}
          prefix={prefix}
        />
      </div>
      <NotesField task={task} errors={errors} prefix={prefix} path={at("notes")} onChange={onChange} />
    </div>
  );
}

import type { StudyMaterial } from "@/lib/schemas/study-parts";
import { AddQuestionPicker } from "./AddQuestionPicker";
import type { DesignActions } from "./design-actions";
import { updateSection, updateTask } from "./design-operations";
import type { DesignSection, DesignState } from "./design-state";
import { FieldErrorList } from "./FieldErrorList";
import { fieldId, type FieldErrors } from "./field-errors";
import { QuestionCard } from "./QuestionCard";
import { SectionFields } from "./SectionFields";
import styles from "./StudyDesignEditor.module.css";

interface Props {
  value: DesignState;
  section: DesignSection;
  index: number;
  /** Where this section's questions start in the flat `tasks` list. */
  offset: number;
  objectives: readonly { id: number; title: string }[];
  materials: readonly StudyMaterial[];
  errors: FieldErrors;
  prefix: string;
  selectedKey: string | null;
  onChange(next: DesignState): void;
  actions: DesignActions;
  onSelect(taskKey: string): void;
  onAskDelete(target: { kind: "section" | "task"; key: string }): void;
}

/** A section: its fields, then its questions in order, then the way to add one. */
export function SectionCard(props: Props) {
  const { value, section, index, offset, errors, prefix, actions, onChange } = props;
  const number = index + 1;
  const headingId = `${fieldId(prefix, `sections.${index}`)}-heading`;
  return (
    <li
      className={styles.section}
      data-key={section.key}
      id={fieldId(prefix, `sections.${index}`)}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>Section {number}</h2>
        <div className={styles.cardActions} data-section-actions>
          <button
            type="button"
            className="button"
            data-action="up"
            disabled={index === 0}
            aria-label={`Move section ${number} up`}
            onClick={() => actions.moveSection(section.key, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button"
            data-action="down"
            disabled={index === value.sections.length - 1}
            aria-label={`Move section ${number} down`}
            onClick={() => actions.moveSection(section.key, 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="button"
            aria-label={`Duplicate section ${number}`}
            onClick={() => actions.duplicateSection(section.key)}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="button"
            aria-label={`Delete section ${number}`}
            onClick={() => props.onAskDelete({ kind: "section", key: section.key })}
          >
            Delete
          </button>
        </div>
      </div>
      <FieldErrorList errors={errors} prefix={prefix} path={`sections.${index}`} />
      <SectionFields
        section={section}
        index={index}
        objectives={props.objectives}
        materials={props.materials}
        errors={errors}
        prefix={prefix}
        onChange={(patch) => onChange(updateSection(value, section.key, patch))}
      />
      <div className={styles.questions} id={fieldId(prefix, `sections.${index}.tasks`)} tabIndex={-1}>
        <FieldErrorList errors={errors} prefix={prefix} path={`sections.${index}.tasks`} />
        {section.tasks.length === 0 && <p className={styles.hint}>No questions yet. Add the first one below.</p>}
        <ol aria-label={`Questions of section ${number}`}>
          {section.tasks.map((task, taskIndex) => (
            <li key={task.key}>
              <QuestionCard
                task={task}
                number={taskIndex + 1}
                count={section.tasks.length}
                flatIndex={offset + taskIndex}
                selected={props.selectedKey === task.key}
                materials={props.materials}
                errors={errors}
                prefix={prefix}
                onChange={(next) => onChange(updateTask(value, task.key, () => next))}
                onSelect={() => props.onSelect(task.key)}
                onMove={(delta, from) => actions.moveTask(task.key, delta, from)}
                onDuplicate={() => actions.duplicateTask(task.key)}
                onDelete={() => props.onAskDelete({ kind: "task", key: task.key })}
              />
            </li>
          ))}
        </ol>
        <AddQuestionPicker
          sectionNumber={number}
          questionCount={section.tasks.length}
          onAdd={(kind) => actions.addTask(section.key, kind)}
        />
      </div>
    </li>
  );
}

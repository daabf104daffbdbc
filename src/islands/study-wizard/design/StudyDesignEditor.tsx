import { useRef, useState } from "react";
import { MAX_SECTIONS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import Dialog from "@/lib/ui/Dialog";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import { designActions } from "./design-actions";
import { findTask } from "./design-operations";
import { taskOffsets, type DesignState } from "./design-state";
import { ErrorSummary } from "./ErrorSummary";
import { FieldErrorList } from "./FieldErrorList";
import { fieldId, type FieldErrors } from "./field-errors";
import { LiveRegion } from "./LiveRegion";
import { inStudyOrder, shortText } from "./material-labels";
import { ParticipantPreview } from "./ParticipantPreview";
import { SectionCard } from "./SectionCard";
import styles from "./StudyDesignEditor.module.css";
import { useFocusAfterRender } from "./use-focus-after-render";

export interface StudyDesignEditorProps {
  value: DesignState;
  onChange(next: DesignState): void;
  /** The study's saved business questions, in order: a section answers one of them. */
  objectives: { id: number; title: string }[];
  /** The study's materials; a question's object_assignment counts by their order (position). */
  materials: StudyMaterial[];
  /** Field errors by the PUT /tasks paths: the server's, or validateDesign's before a save. */
  errors: FieldErrors;
  disabled?: boolean;
  /** Prefix of the fields' element ids. */
  idPrefix?: string;
}

type DeleteTarget = { kind: "section" | "task"; key: string };

/**
 * The STUDY_DESIGN step: sections, each answering a business question, with their questions of
 * every type; beside them (below on a phone) a preview of the selected question.
 */
export default function StudyDesignEditor(props: StudyDesignEditorProps) {
  const { value, onChange, objectives, errors, disabled = false, idPrefix: prefix = "study-design" } = props;
  const materials = inStudyOrder(props.materials);
  const root = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender(root);
  const [announcement, setAnnouncement] = useState("");
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [asking, setAsking] = useState<DeleteTarget | null>(null);

  const offsets = taskOffsets(value);
  const selected =
    (chosenKey && findTask(value, chosenKey)) ||
    findTask(value, value.sections.find((s) => s.tasks.length)?.tasks[0]?.key ?? "");
  const actions = designActions({
    value,
    onChange,
    focusLater,
    announce: setAnnouncement,
    select: setChosenKey,
    idPrefix: prefix,
  });
  const full = value.sections.length >= MAX_SECTIONS;
  const usedObjectives = new Set(value.sections.map((s) => s.objective_id));

  const askDelete = (target: DeleteTarget) => {
    const section = value.sections.find((s) => s.key === target.key);
    const needsAsking =
      target.kind === "task"
        ? Boolean(findTask(value, target.key)?.task.text.trim())
        : Boolean(section?.tasks.length || section?.text.trim());
    if (needsAsking) return setAsking(target);
    if (target.kind === "task") actions.deleteTask(target.key);
    else actions.deleteSection(target.key);
  };
  const confirmDelete = () => {
    if (!asking) return;
    setAsking(null);
    if (asking.kind === "task") actions.deleteTask(asking.key);
    else actions.deleteSection(asking.key);
  };
  const askingTask = asking?.kind === "task" ? findTask(value, asking.key) : null;
  const askingSection = asking?.kind === "section" ? value.sections.findIndex((s) => s.key === asking.key) : -1;

  const previewMaterials = selected
    ? (() => {
        const byTask = materials.filter((_, i) => selected.task.object_assignment[String(i)]);
        return byTask.length ? byTask : materials.filter((m) => selected.section.study_material_ids.includes(m.id));
      })()
    : [];

  return (
    <div className={styles.layout} ref={root}>
      <div className={styles.editor}>
        <ErrorSummary state={value} errors={errors} prefix={prefix} />
        <p id={`${prefix}-move-hint`} className={styles.hint}>
          Tip: with a question card focused, Alt+↑ and Alt+↓ move it.
        </p>
        <fieldset disabled={disabled} className={styles.group}>
          <legend className="visually-hidden">Study design</legend>
          <ol className={styles.sections}>
            {value.sections.map((section, index) => (
              <SectionCard
                key={section.key}
                value={value}
                section={section}
                index={index}
                offset={offsets[index] ?? 0}
                objectives={objectives}
                materials={materials}
                errors={errors}
                prefix={prefix}
                selectedKey={selected?.task.key ?? null}
                onChange={onChange}
                actions={actions}
                onSelect={setChosenKey}
                onAskDelete={askDelete}
              />
            ))}
          </ol>
          <div className={styles.addSection} id={fieldId(prefix, "sections")} tabIndex={-1}>
            <FieldErrorList errors={errors} prefix={prefix} path="sections" />
            {value.sections.length === 0 && <p className={styles.hint}>The design has no sections yet.</p>}
            <button
              type="button"
              id={`${prefix}-add-section`}
              className="button primary"
              aria-disabled={full || undefined}
              aria-describedby={full ? `${prefix}-sections-full` : undefined}
              onClick={() => !full && actions.addSection(objectives.find((o) => !usedObjectives.has(o.id))?.id ?? null)}
            >
              + Add section
            </button>
            {full && (
              <small id={`${prefix}-sections-full`} className={styles.reason}>
                {messages.tooManySections(MAX_SECTIONS)}
              </small>
            )}
          </div>
        </fieldset>
      </div>
      <ParticipantPreview
        task={selected?.task ?? null}
        position={selected ? `Section ${selected.sectionIndex + 1} · Question ${selected.taskIndex + 1}` : ""}
        materials={previewMaterials}
        headingId={`${prefix}-preview-heading`}
      />
      <LiveRegion message={announcement} />
      <Dialog
        open={asking !== null}
        title={asking?.kind === "section" ? "Delete section?" : "Delete question?"}
        onClose={() => setAsking(null)}
        size="action-card"
        actions={
          <>
            <button type="button" className="button" onClick={() => setAsking(null)}>
              Keep it
            </button>
            <button type="button" className="button danger" onClick={confirmDelete}>
              {asking?.kind === "section" ? "Delete section" : "Delete question"}
            </button>
          </>
        }
      >
        {asking && (
          <p>
            {askingTask
              ? `Question ${askingTask.taskIndex + 1} of section ${askingTask.sectionIndex + 1}, “${shortText(askingTask.task.text, 80)}”, will be deleted when you save.`
              : `Section ${askingSection + 1} and its ${value.sections[askingSection]?.tasks.length ?? 0} questions will be deleted when you save.`}
          </p>
        )}
      </Dialog>
    </div>
  );
}

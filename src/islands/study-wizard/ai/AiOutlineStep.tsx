import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { updateObjectives, updateTasks } from "@/lib/api/study-draft";
import type { DraftObjective, StudyDesign } from "@/lib/schemas/study-draft";
import { bloomProposalMessages } from "@/lib/messages";
import Dialog from "@/lib/ui/Dialog";
import BusinessQuestionsEditor from "../outline/BusinessQuestionsEditor";
import {
  businessQuestionsFromSaved,
  linkedSectionCountsOf,
  toObjectivesUpdate,
  validateBusinessQuestions,
} from "../outline/business-questions";
import StepActions from "../StepActions";
import UnsavedGuard from "../UnsavedGuard";
import { useStepSave } from "../use-step-save";
import styles from "../Wizard.module.css";
import bloom from "./Bloom.module.css";
import BloomProgress from "./BloomProgress";
import { questionsFromProposal, noteOf, templatesOf } from "./proposals";
import { useGeneration } from "./use-generation";

export interface AiOutlineStepProps {
  studyId: number;
  brief: string;
  objectives: DraftObjective[];
  design: StudyDesign;
  /** The brief or materials changed since the saved business questions were proposed (001 §4). */
  outlineChanged: boolean;
  engine: string;
  back: string | null;
  next: string;
}

/**
 * AI_OUTLINE: Bloom proposes the business questions from the brief (at once when there are none),
 * they stay editable, and Regenerate proposes again. Saving questions that replace saved ones
 * clears the study design, saved and unsaved (001 §4), after the person confirms it.
 */
export default function AiOutlineStep(props: AiOutlineStepProps) {
  const { studyId, brief, objectives, design, outlineChanged, engine, back, next } = props;
  const saved = useMemo(() => businessQuestionsFromSaved(objectives), [objectives]);
  const [value, setValue] = useState(saved);
  const [confirming, setConfirming] = useState<((ok: boolean) => void) | null>(null);
  const generation = useGeneration("study-outlines");
  const [templates, setTemplates] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const dirty = JSON.stringify(toObjectivesUpdate(value)) !== JSON.stringify(toObjectivesUpdate(saved));

  const propose = useCallback(async () => {
    const done = await generation.run({ study_id: studyId, brief });
    const questions = done?.result?.business_questions;
    if (Array.isArray(questions)) setValue(questionsFromProposal(questions as string[]));
    setTemplates(templatesOf(done?.result));
    setNote(noteOf(done?.result));
  }, [generation, studyId, brief]);
  // Once, on arrival: later proposals are the person's Regenerate.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (objectives.length === 0) void propose();
  }, [objectives.length, propose]);

  const validate = useCallback(() => validateBusinessQuestions(value), [value]);
  const save = useCallback(async () => {
    const replacing = saved.some((question) => !value.some((kept) => kept.id === question.id));
    if (replacing && design.sections.length > 0) {
      const ok = await new Promise<boolean>((resolve) => setConfirming(() => resolve));
      setConfirming(null);
      if (!ok) throw new Error("The business questions were not saved.");
      await updateTasks(studyId, { segment_id: null, sections: [], tasks: [] });
    }
    return updateObjectives(studyId, toObjectivesUpdate(value));
  }, [saved, value, design.sections.length, studyId]);
  const step = useStepSave({ studyId, step: "AI_OUTLINE", dirty, validate, save });

  return (
    <div className={styles.form}>
      <UnsavedGuard dirty={dirty} />
      <p className={bloom.engine}>{engine}</p>
      {outlineChanged && !dirty && (
        <p className={bloom.changed}>
          The brief or the study materials changed after these business questions were proposed. Regenerate them to
          follow the brief as it is now.
        </p>
      )}
      {generation.running && (
        <BloomProgress label="Bloom is proposing business questions…" percent={generation.percent} />
      )}
      {generation.failure && <p role="alert">{generation.failure}</p>}
      {templates && <p className={bloom.source}>{bloomProposalMessages.drawnFrom(templates)}</p>}
      {note && (
        <p role="note" className={bloom.changed}>
          {note}
        </p>
      )}
      <div className={bloom.row}>
        <button
          type="button"
          className="button"
          onClick={() => void propose()}
          disabled={generation.running || step.busy}
        >
          {objectives.length || value.length ? "Regenerate with Bloom" : "Propose with Bloom"}
        </button>
      </div>
      <BusinessQuestionsEditor
        value={value}
        onChange={setValue}
        linkedSectionCounts={linkedSectionCountsOf(value, [])}
        errors={step.errors}
        disabled={step.busy || generation.running}
      />
      <StepActions save={step} back={back} next={next} />
      <Dialog
        open={confirming !== null}
        title="Replace the business questions?"
        onClose={() => confirming?.(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => confirming?.(false)}>
              Keep the design
            </button>
            <button type="button" className="button primary" onClick={() => confirming?.(true)}>
              Clear the design and save
            </button>
          </>
        }
      >
        <p>
          Saving these business questions clears the study design ({design.sections.length}{" "}
          {design.sections.length === 1 ? "section" : "sections"} and their questions). Bloom proposes a new design in
          the next step.
        </p>
      </Dialog>
    </div>
  );
}

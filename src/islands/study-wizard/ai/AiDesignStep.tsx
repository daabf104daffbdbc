import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { updateTasks } from "@/lib/api/study-draft";
import { withDesignTexts } from "@/lib/design-texts";
import { bloomProposalMessages } from "@/lib/messages";
import type { DraftObjective, StudyDesign } from "@/lib/schemas/study-draft";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import StudyDesignEditor from "../design/StudyDesignEditor";
import { designStateFromSaved, toTasksUpdate } from "../design/design-state";
import { validateDesign } from "../design/design-validation";
import StepActions from "../StepActions";
import UnsavedGuard from "../UnsavedGuard";
import { useStepSave } from "../use-step-save";
import styles from "../Wizard.module.css";
import bloom from "./Bloom.module.css";
import BloomProgress from "./BloomProgress";
import { designWithProposal, fillInCount, type ProposedSection, noteOf, templatesOf } from "./proposals";
import TranslateDesign from "./TranslateDesign";
import { useGeneration } from "./use-generation";

export interface AiDesignStepProps {
  studyId: number;
  brief: string;
  objectives: DraftObjective[];
  materials: StudyMaterial[];
  design: StudyDesign;
  /** The business questions changed since the saved design was proposed (001 §4). */
  designChanged: boolean;
  engine: string;
  /** The study's language (the design's texts are in it). */
  language: string;
  back: string | null;
  next: string;
}

/**
 * AI_STUDY_DESIGN: Bloom proposes sections and questions for the business questions (at once when
 * there are none); the proposal is the step's unsaved copy in the same editor as the template
 * variant's, and one business question's section or all of them can be proposed again. The saved
 * design can be translated into another language, as unsaved changes to review.
 */
export default function AiDesignStep(props: AiDesignStepProps) {
  const { studyId, brief, objectives, materials, design, designChanged, engine, language, back, next } = props;
  const saved = useMemo(() => designStateFromSaved(design), [design]);
  const [value, setValue] = useState(saved);
  const [only, setOnly] = useState<string>("all");
  const generation = useGeneration("study-designs");
  const [templates, setTemplates] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const dirty = JSON.stringify(toTasksUpdate(value)) !== JSON.stringify(toTasksUpdate(saved));

  const propose = useCallback(
    async (which: number | undefined) => {
      const done = await generation.run({
        study_id: studyId,
        brief,
        business_questions: objectives.map((objective) => objective.title),
        ...(which === undefined ? {} : { only_business_question: which }),
      });
      const sections = done?.result?.sections;
      if (Array.isArray(sections)) {
        setValue((current) => designWithProposal(current, sections as ProposedSection[], objectives, which));
      }
      setTemplates(templatesOf(done?.result));
      setNote(noteOf(done?.result));
    },
    [generation, studyId, brief, objectives],
  );
  // Once, on arrival: later proposals are the person's Regenerate.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (design.sections.length === 0 && objectives.length > 0) void propose(undefined);
  }, [design.sections.length, objectives.length, propose]);

  const toFill = fillInCount(value);
  const validate = useCallback(() => validateDesign(value, objectives, materials), [value, objectives, materials]);
  const save = useCallback(() => updateTasks(studyId, toTasksUpdate(value)), [studyId, value]);
  const step = useStepSave({ studyId, step: "AI_STUDY_DESIGN", dirty, validate, save });

  return (
    <div className={styles.form}>
      <UnsavedGuard dirty={dirty} />
      <p className={bloom.engine}>{engine}</p>
      {designChanged && !dirty && (
        <p className={bloom.changed}>
          The business questions changed after this design was proposed. Regenerate it to answer them as they are now.
        </p>
      )}
      {generation.running && (
        <BloomProgress label="Bloom is proposing the study design…" percent={generation.percent} />
      )}
      {generation.failure && <p role="alert">{generation.failure}</p>}
      {templates && <p className={bloom.source}>{bloomProposalMessages.drawnFrom(templates)}</p>}
      {note && (
        <p role="note" className={bloom.changed}>
          {note}
        </p>
      )}
      {toFill > 0 && (
        <p className={bloom.changed} data-testid="needs-edit">
          {bloomProposalMessages.needsEdit(toFill)}
        </p>
      )}
      <div className={bloom.row}>
        <label className="field">
          <span>Propose again</span>
          <select value={only} onChange={(e) => setOnly(e.target.value)} disabled={generation.running}>
            <option value="all">Every section</option>
            {objectives.map((objective, index) => (
              <option key={objective.id} value={String(index)}>
                The section of: {objective.title}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          onClick={() => void propose(only === "all" ? undefined : Number(only))}
          disabled={generation.running || step.busy || objectives.length === 0}
        >
          Regenerate with Bloom
        </button>
      </div>
      <TranslateDesign
        studyId={studyId}
        language={language}
        dirty={dirty}
        disabled={generation.running || step.busy || design.sections.length === 0}
        onTranslated={(texts) =>
          setValue((current) => ({ ...current, sections: withDesignTexts(current.sections, texts) }))
        }
      />
      <StudyDesignEditor
        value={value}
        onChange={setValue}
        objectives={objectives}
        materials={materials}
        errors={step.errors}
        disabled={step.busy || generation.running}
      />
      <StepActions save={step} back={back} next={next} />
    </div>
  );
}

import { useCallback, useMemo, useState } from "react";
import { updateObjectives } from "@/lib/api/study-draft";
import type { DraftObjective, StudyDesign } from "@/lib/schemas/study-draft";
import BusinessQuestionsEditor from "./outline/BusinessQuestionsEditor";
import {
  businessQuestionsFromSaved,
  linkedSectionCountsOf,
  toObjectivesUpdate,
  validateBusinessQuestions,
} from "./outline/business-questions";
import StepActions from "./StepActions";
import UnsavedGuard from "./UnsavedGuard";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";

export interface OutlineStepProps {
  studyId: number;
  objectives: DraftObjective[];
  design: StudyDesign;
  back: string | null;
  next: string;
}

/** OUTLINE: the business questions; the saved list (props) and the unsaved copy (state) stay apart (001 §4). */
export default function OutlineStep({ studyId, objectives, design, back, next }: OutlineStepProps) {
  const saved = useMemo(() => businessQuestionsFromSaved(objectives), [objectives]);
  const [value, setValue] = useState(saved);
  const dirty = JSON.stringify(toObjectivesUpdate(value)) !== JSON.stringify(toObjectivesUpdate(saved));
  const validate = useCallback(() => validateBusinessQuestions(value), [value]);
  const save = useCallback(() => updateObjectives(studyId, toObjectivesUpdate(value)), [studyId, value]);
  const step = useStepSave({ studyId, step: "OUTLINE", dirty, validate, save });

  return (
    <div className={styles.form}>
      <UnsavedGuard dirty={dirty} />
      <BusinessQuestionsEditor
        value={value}
        onChange={setValue}
        linkedSectionCounts={linkedSectionCountsOf(value, design.sections)}
        errors={step.errors}
        disabled={step.busy}
      />
      <StepActions save={step} back={back} next={next} />
    </div>
  );
}

import { useCallback, useMemo, useState } from "react";
import { updateTasks } from "@/lib/api/study-draft";
import type { DraftObjective, StudyDesign } from "@/lib/schemas/study-draft";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import StudyDesignEditor from "./design/StudyDesignEditor";
import { designStateFromSaved, toTasksUpdate } from "./design/design-state";
import { validateDesign } from "./design/design-validation";
import StepActions from "./StepActions";
import UnsavedGuard from "./UnsavedGuard";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";

export interface DesignStepProps {
  studyId: number;
  objectives: DraftObjective[];
  materials: StudyMaterial[];
  design: StudyDesign;
  back: string | null;
  next: string;
}

/** STUDY_DESIGN: sections and questions; the saved design (props) and the unsaved copy (state) stay apart (001 §4). */
export default function DesignStep({ studyId, objectives, materials, design, back, next }: DesignStepProps) {
  const saved = useMemo(() => designStateFromSaved(design), [design]);
  const [value, setValue] = useState(saved);
  const dirty = JSON.stringify(toTasksUpdate(value)) !== JSON.stringify(toTasksUpdate(saved));
  const validate = useCallback(() => validateDesign(value, objectives, materials), [value, objectives, materials]);
  const save = useCallback(() => updateTasks(studyId, toTasksUpdate(value)), [studyId, value]);
  const step = useStepSave({ studyId, step: "STUDY_DESIGN", dirty, validate, save });

  return (
    <div className={styles.form}>
      <UnsavedGuard dirty={dirty} />
      <StudyDesignEditor
        value={value}
        onChange={setValue}
        objectives={objectives}
        materials={materials}
        errors={step.errors}
        disabled={step.busy}
      />
      <StepActions save={step} back={back} next={next} />
    </div>
  );
}

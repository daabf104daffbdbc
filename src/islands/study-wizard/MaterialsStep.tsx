import { useCallback, useId, useState } from "react";
import { addStudyMaterial, deleteStudyMaterial } from "@/lib/api/study-draft";
import { uploadFile } from "@/lib/api/uploads";
import { STUDY_MATERIAL_TYPES } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import ErrorSummary from "./ErrorSummary";
import LinkForm from "./LinkForm";
import MaterialList from "./MaterialList";
import { fileRefusal, formatSize, type MaterialRules } from "./material-rules";
import StepActions from "./StepActions";
import UnsavedGuard from "./UnsavedGuard";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";
import own from "./MaterialsStep.module.css";

export interface MaterialsStepProps {
  studyId: number;
  materials: StudyMaterial[];
  rules: MaterialRules;
  locked: boolean;
  back: string | null;
  next: string;
}

interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  error: string | null;
}

const kindText = { FILE: "files", LINK: "links", FILE_LINK: "files or links" } as const;
let uploadKey = 0;

/**
 * The study materials step (STIMULI): files go up through the presigned upload with a progress
 * bar each, links are checked as typed; every material is saved at once, so only an upload in
 * flight counts as unsaved.
 */
export default function MaterialsStep({ studyId, materials: initial, rules, locked, back, next }: MaterialsStepProps) {
  const [materials, setMaterials] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const id = useId();
  const running = uploads.filter((u) => u.progress < 1 && !u.error).length;
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const refused: string[] = [];
    let pending = running;
    for (const file of Array.from(files)) {
      const refusal = fileRefusal(file, materials, pending, rules);
      if (refusal) {
        refused.push(`${file.name}: ${refusal}`);
        continue;
      }
      pending += 1;
      const key = ++uploadKey;
      setUploads((list) => [...list, { key, name: file.name, size: file.size, progress: 0, error: null }]);
      void uploadFile(file, { upload_type: "study_object_file", study_id: studyId }, (p) =>
        patch(key, { progress: Math.min(p, 0.99) }),
      )
        .then((upload) => addStudyMaterial(studyId, { upload_id: upload.id, title: file.name }))
        .then((material) => {
          setMaterials((list) => [...list, material]);
          setUploads((list) => list.filter((u) => u.key !== key));
        })
        .catch((error: unknown) => patch(key, { error: error instanceof Error ? error.message : String(error) }));
    }
    setRefusals(refused);
  };

  const remove = async (material: StudyMaterial) => {
    await deleteStudyMaterial(studyId, material.id);
    setMaterials((list) => list.filter((m) => m.id !== material.id));
  };

  const validate = useCallback((): Record<string, string[]> => {
    if (running) return { materials: ["Wait for the uploads to finish."] };
    return materials.length < rules.min ? { materials: [messages.tooFewMaterials(rules.min)] } : {};
  }, [materials.length, rules.min, running]);
  const step = useStepSave({ studyId, step: "STIMULI", dirty: false, validate, save: async () => undefined });
  const kinds = new Set(materials.map((m) => m.kind));

  return (
    <div className={styles.form}>
      <UnsavedGuard dirty={running > 0} />
      <ErrorSummary errors={step.errors} />
      <p className={styles.hint} id={`${id}-count`}>
        {materials.length} of at most {rules.max} study materials
        {rules.min > 0 ? ` (at least ${rules.min})` : ""}. This template takes {kindText[rules.kind]}.
      </p>
      {locked ? (
        <p className={styles.locked}>{messages.materialsLocked}</p>
      ) : (
        <div className={own.add}>
          {rules.kind !== "LINK" && (
            <div className={own.drop}>
              <label className="field">
                <span>Upload files</span>
                <input
                  type="file"
                  multiple
                  accept={Object.keys(STUDY_MATERIAL_TYPES).join(",")}
                  onChange={(e) => (addFiles(e.target.files), (e.target.value = ""))}
                  aria-describedby={`${id}-count ${id}-types`}
                />
                <small id={`${id}-types`}>Images, videos or PDF files.</small>
              </label>
            </div>
          )}
          {rules.kind !== "FILE" && (
            <LinkForm
              full={materials.length + running >= rules.max}
              max={rules.max}
              onAdd={async (body) => setMaterials([...materials, await addStudyMaterial(studyId, body)])}
            />
          )}
        </div>
      )}
      {refusals.length > 0 && (
        <ul role="alert" className={own.refusals}>
          {refusals.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className={own.uploads} aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              <span>
                {u.name} · {formatSize(u.size)}
              </span>
              {u.error ? (
                <span role="alert" className={own.error}>
                  {u.error}
                </span>
              ) : (
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {kinds.size > 1 && (
        <p className={styles.hint}>
          This study has both files and links: finish it in one go, a saved draft that mixes them cannot be reopened for
          editing.
        </p>
      )}
      <MaterialList materials={materials} locked={locked} onRemove={remove} />
      <StepActions save={{ ...step, busy: step.busy || running > 0 }} back={back} next={next} />
    </div>
  );
}

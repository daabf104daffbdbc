import type { StudyMaterial } from "@/lib/schemas/study-parts";
import { FieldErrorList } from "./FieldErrorList";
import { fieldId, type FieldErrors } from "./field-errors";
import { materialName } from "@/lib/labels";
import styles from "./StudyDesignEditor.module.css";

interface Props {
  legend: string;
  materials: readonly StudyMaterial[];
  /** Whether the material at this index of the study's list is ticked. */
  isChecked(material: StudyMaterial, index: number): boolean;
  onToggle(material: StudyMaterial, index: number, on: boolean): void;
  path: string;
  errors: FieldErrors;
  prefix: string;
}

/** Tick boxes for the study's materials (a section's, or a question's object_assignment). */
export function MaterialChecklist({ legend, materials, isChecked, onToggle, path, errors, prefix }: Props) {
  return (
    <fieldset className={styles.materials} id={fieldId(prefix, path)} tabIndex={-1}>
      <legend>{legend}</legend>
      {materials.length === 0 ? (
        <p className={styles.hint}>The study has no study materials yet.</p>
      ) : (
        <ul>
          {materials.map((material, index) => (
            <li key={material.id}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={isChecked(material, index)}
                  onChange={(event) => onToggle(material, index, event.target.checked)}
                />
                <span className={styles.materialName}>{materialName(material)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrorList errors={errors} prefix={prefix} path={path} />
    </fieldset>
  );
}

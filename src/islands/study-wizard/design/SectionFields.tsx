import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DesignSection } from "./design-state";
import { FieldErrorList } from "./FieldErrorList";
import { invalidProps, type FieldErrors } from "./field-errors";
import { MaterialChecklist } from "./MaterialChecklist";
import styles from "./StudyDesignEditor.module.css";

interface Props {
  section: DesignSection;
  index: number;
  objectives: readonly { id: number; title: string }[];
  materials: readonly StudyMaterial[];
  errors: FieldErrors;
  prefix: string;
  onChange(patch: Partial<Omit<DesignSection, "key">>): void;
}

/** A section's own fields: the business question it answers, its optional text, its materials. */
export function SectionFields({ section, index, objectives, materials, errors, prefix, onChange }: Props) {
  const at = (field: string) => `sections.${index}.${field}`;
  const known = objectives.some((objective) => objective.id === section.objective_id);
  return (
    <div className={styles.sectionFields}>
      <label className="field">
        <span>Business question this section answers</span>
        <select
          {...invalidProps(errors, prefix, at("objective_id"))}
          value={known ? String(section.objective_id) : ""}
          onChange={(e) => onChange({ objective_id: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Choose a business question</option>
          {objectives.map((objective, i) => (
            <option key={objective.id} value={objective.id}>
              {i + 1}. {objective.title}
            </option>
          ))}
        </select>
        <FieldErrorList errors={errors} prefix={prefix} path={at("objective_id")} />
      </label>
      <label className="field">
        <span>Introduction to the section (optional)</span>
        <input
          {...invalidProps(errors, prefix, at("text"))}
          value={section.text}
          maxLength={STUDY_TEXT_LIMITS.sectionText}
          onChange={(e) => onChange({ text: e.target.value })}
        />
        <FieldErrorList errors={errors} prefix={prefix} path={at("text")} />
      </label>
      <MaterialChecklist
        legend="Materials in this section"
        materials={materials}
        isChecked={(material) => section.study_material_ids.includes(material.id)}
        onToggle={(material, _, on) =>
          onChange({
            study_material_ids: on
              ? [...section.study_material_ids, material.id]
              : section.study_material_ids.filter((id) => id !== material.id),
          })
        }
        path={at("study_material_ids")}
        errors={errors}
        prefix={prefix}
      />
    </div>
  );
}

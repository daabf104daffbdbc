import { useId } from "react";
import { messagesFor } from "@/lib/api/field-errors";
import { AGE_LIMITS, GENDERS, LANGUAGES, MARKETS, REQUIRED_INTERVIEW_LIMITS, STUDY_TEXT_LIMITS } from "@/lib/constants";
import { audienceGenderLabels, countryName, deviceChoiceLabels, languageName } from "@/lib/labels";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import type { AudienceForm } from "./audience-form";
import styles from "./Wizard.module.css";
import own from "./RecruitStep.module.css";

interface AudienceFieldsProps {
  value: AudienceForm;
  onChange: (next: AudienceForm) => void;
  /** Field messages under `audiences.{index}`. */
  errors: Record<string, string[]>;
  index: number;
  onRemove?: () => void;
}

const deviceChoices = { DESKTOP: ["DESKTOP"], MOBILE: ["MOBILE"], BOTH: ["DESKTOP", "MOBILE"] } as const;
const deviceChoiceOf = (devices: string[]) =>
  devices.length === 2 ? "BOTH" : devices[0] === "DESKTOP" ? "DESKTOP" : devices[0] === "MOBILE" ? "MOBILE" : "";

/** Who takes part: market, language, gender, age, devices, interviews and custom criteria. */
export default function AudienceFields({ value, onChange, errors, index, onRemove }: AudienceFieldsProps) {
  const id = useId();
  const at = (field: string) => `audiences.${index}.${field}`;
  const err = (field: string) => messagesFor(errors, at(field));
  const aria = (field: string) =>
    err(field).length ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}` } : {};
  const set = (change: Partial<AudienceForm>) => onChange({ ...value, ...change });
  const name = value.segment ? value.segment.title || `Segment ${index + 1}` : "Audience";

  return (
    <fieldset className={styles.fieldset}>
      <legend>{name}</legend>
      {value.segment && (
        <div className={own.segmentHead}>
          <label className="field">
            <span>Segment name</span>
            <input
              value={value.segment.title}
              maxLength={100}
              onChange={(e) => set({ segment: { ...value.segment!, title: e.target.value } })}
              {...aria("segment.title")}
            />
            <FieldMessages id={`${id}-segment.title`} list={err("segment.title")} />
          </label>
          {onRemove && (
            <button type="button" className="button" onClick={onRemove} aria-label={`Remove segment ${name}`}>
              Remove
            </button>
          )}
        </div>
      )}
      <fieldset className={own.inline}>
        <legend>Market</legend>
        <div className={own.checks}>
          {MARKETS.map((code) => (
            <label key={code} className="check">
              <input
                type="checkbox"
                checked={value.countries.includes(code)}
                onChange={(e) =>
                  set({
                    countries: e.target.checked
                      ? [...value.countries, code]
                      : value.countries.filter((c) => c !== code),
                  })
                }
              />
              {countryName(code)}
            </label>
          ))}
        </div>
        <FieldMessages id={`${id}-countries`} list={err("countries")} />
      </fieldset>
      <div className={styles.grid2}>
        <label className="field">
          <span>Language</span>
          <select
            value={value.language}
            onChange={(e) => set({ language: e.target.value as AudienceForm["language"] })}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Interviews</span>
          <input
            type="number"
            min={REQUIRED_INTERVIEW_LIMITS.min}
            max={REQUIRED_INTERVIEW_LIMITS.max}
            value={Number.isNaN(value.required_interviews) ? "" : value.required_interviews}
            onChange={(e) => set({ required_interviews: e.target.valueAsNumber })}
            {...aria("required_interviews")}
          />
          <FieldMessages id={`${id}-required_interviews`} list={err("required_interviews")} />
        </label>
        <div className={own.ages}>
          <label className="field">
            <span>Age from</span>
            <input
              type="number"
              min={AGE_LIMITS.min}
              max={AGE_LIMITS.max}
              value={Number.isNaN(value.age_range.min) ? "" : value.age_range.min}
              onChange={(e) => set({ age_range: { ...value.age_range, min: e.target.valueAsNumber } })}
              {...aria("age_range.min")}
            />
          </label>
          <label className="field">
            <span>to</span>
            <input
              type="number"
              min={AGE_LIMITS.min}
              max={AGE_LIMITS.max}
              value={Number.isNaN(value.age_range.max) ? "" : value.age_range.max}
              onChange={(e) => set({ age_range: { ...value.age_range, max: e.target.valueAsNumber } })}
            />
          </label>
          <FieldMessages id={`${id}-age_range.min`} list={err("age_range")} />
        </div>
      </div>
      <div className={styles.grid2}>
        <fieldset className={own.inline}>
          <legend>Gender</legend>
          <div className={own.checks}>
            {[...GENDERS.filter((g) => g === "ANY"), ...GENDERS.filter((g) => g !== "ANY")].map((gender) => (
              <label key={gender} className="check">
                <input
                  type="radio"
                  name={`${id}-gender`}
                  checked={value.gender === gender}
                  onChange={() => set({ gender })}
                />
                {audienceGenderLabels[gender]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={own.inline}>
          <legend>Devices</legend>
          <div className={own.checks}>
            {(Object.keys(deviceChoices) as (keyof typeof deviceChoices)[]).map((choice) => (
              <label key={choice} className="check">
                <input
                  type="radio"
                  name={`${id}-devices`}
                  checked={deviceChoiceOf(value.devices) === choice}
                  onChange={() => set({ devices: [...deviceChoices[choice]] })}
                />
                {deviceChoiceLabels[choice]}
              </label>
            ))}
          </div>
          <FieldMessages id={`${id}-devices`} list={err("devices")} />
        </fieldset>
      </div>
      <label className="field">
        <span>Custom criteria (optional)</span>
        <textarea
          rows={2}
          maxLength={STUDY_TEXT_LIMITS.customCriteria}
          value={value.custom_criteria}
          placeholder="For example: has bought a protein bar in the last month"
          onChange={(e) => set({ custom_criteria: e.target.value })}
        />
      </label>
    </fieldset>
  );
}

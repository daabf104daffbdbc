import { useCallback, useId, useMemo, useState } from "react";
import { messagesFor } from "@/lib/api/field-errors";
import { updateStudy } from "@/lib/api/study-draft";
import { DATA_SOURCES, STUDY_TEXT_LIMITS, TARGET_AUDIENCE_TYPES } from "@/lib/constants";
import { interviewMethodLabels } from "@/lib/labels";
import { messages } from "@/lib/messages";
import type { StudyDraft, StudyUpdate } from "@/lib/schemas/study-draft";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import ErrorSummary from "./ErrorSummary";
import MarketLanguageFields from "./MarketLanguageFields";
import ProjectField from "./ProjectField";
import StepActions from "./StepActions";
import UnsavedGuard from "./UnsavedGuard";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";

export interface DetailsStepProps {
  draft: Pick<
    StudyDraft,
    | "id"
    | "title"
    | "purpose"
    | "introduction"
    | "project"
    | "market"
    | "language"
    | "data_source"
    | "target_audience_type"
    | "locks"
  >;
  projects: { id: number; title: string }[];
  back: string | null;
  next: string;
}

const audienceLabels: Record<string, string> = {
  PRIVATE_CUSTOMERS: "Private customers",
  BUSINESS_PROFESSIONALS: "Business professionals",
};
const methodHints: Record<string, string> = {
  CAPTURE: "Participants record themselves answering your questions, in their own time.",
  MODERATED: "A moderator talks with each participant on video.",
  UPLOAD: "You upload interviews you have already recorded.",
};

type Form = Required<Pick<StudyUpdate, "title" | "purpose" | "introduction" | "project_id" | "language">> & {
  market: string;
  data_source: StudyDraft["data_source"];
  target_audience_type: StudyDraft["target_audience_type"];
};

/** The details step: what the study is called and for, where and how it is run. */
export default function DetailsStep({ draft, projects, back, next }: DetailsStepProps) {
  const saved: Form = useMemo(
    () => ({
      title: draft.title,
      purpose: draft.purpose,
      introduction: draft.introduction,
      project_id: draft.project.id,
      market: draft.market ?? "",
      language: (draft.language as Form["language"]) ?? "en",
      data_source: draft.data_source,
      target_audience_type: draft.target_audience_type,
    }),
    [draft],
  );
  const [form, setForm] = useState<Form>(saved);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const locked = draft.locks.country_language;

  const validate = useCallback(() => {
    const errors: Record<string, string[]> = {};
    if (!form.title.trim()) errors.title = [messages.required];
    if (!form.market) errors.market = [messages.required];
    return errors;
  }, [form]);
  const save = useCallback(() => {
    const body: StudyUpdate = {
      title: form.title,
      purpose: form.purpose,
      introduction: form.introduction,
      project_id: form.project_id,
      data_source: form.data_source,
      target_audience_type: form.target_audience_type,
    };
    if (!locked) Object.assign(body, { market: form.market as StudyUpdate["market"], language: form.language });
    return updateStudy(draft.id, body);
  }, [draft.id, form, locked]);
  const step = useStepSave({ studyId: draft.id, step: "DETAILS", dirty, validate, save });
  const id = useId();
  const err = (field: string) => messagesFor(step.errors, field);
  const invalid = (field: string) =>
    err(field).length ? { "aria-invalid": true, "aria-describedby": `${id}-${field}` } : {};

  return (
    <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void step.saveAndGo(next))}>
      <UnsavedGuard dirty={dirty} />
      <ErrorSummary errors={step.errors} />
      <label className="field">
        <span>Study title</span>
        <input
          value={form.title}
          maxLength={STUDY_TEXT_LIMITS.title}
          required
          onChange={(e) => set("title", e.target.value)}
          {...invalid("title")}
        />
        <FieldMessages id={`${id}-title`} list={err("title")} />
      </label>
      <label className="field">
        <span>Purpose</span>
        <textarea
          rows={3}
          value={form.purpose}
          maxLength={STUDY_TEXT_LIMITS.purpose}
          onChange={(e) => set("purpose", e.target.value)}
          aria-describedby={`${id}-purpose-hint`}
          {...invalid("purpose")}
        />
        <small id={`${id}-purpose-hint`}>What you want to decide with the answers. Participants do not see it.</small>
        <FieldMessages id={`${id}-purpose`} list={err("purpose")} />
      </label>
      <label className="field">
        <span>Introduction for participants</span>
        <textarea
          rows={4}
          value={form.introduction}
          maxLength={STUDY_TEXT_LIMITS.introduction}
          onChange={(e) => set("introduction", e.target.value)}
          aria-describedby={`${id}-intro-hint`}
          {...invalid("introduction")}
        />
        <small id={`${id}-intro-hint`}>Shown on the study's page before participants start.</small>
        <FieldMessages id={`${id}-introduction`} list={err("introduction")} />
      </label>
      <div className={styles.grid2}>
        <ProjectField
          projects={projects}
          value={form.project_id}
          onChange={(projectId) => set("project_id", projectId)}
          id={id}
          errors={err("project_id")}
        />
        <MarketLanguageFields
          market={form.market}
          language={form.language}
          onMarket={(market) => set("market", market)}
          onLanguage={(language) => set("language", language)}
          locked={locked}
          errorsOf={err}
          id={id}
        />
      </div>
      {locked && <p className={styles.locked}>{messages.countryLanguageLocked}</p>}
      <fieldset className={styles.fieldset}>
        <legend>Interview method</legend>
        <div className={styles.choices}>
          {DATA_SOURCES.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="data_source"
                checked={form.data_source === method}
                onChange={() => set("data_source", method)}
              />
              <span>
                <strong>{interviewMethodLabels[method]}</strong>
                <small>{methodHints[method]}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Participants are</legend>
        <div className={styles.choices}>
          {TARGET_AUDIENCE_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="target_audience_type"
                checked={form.target_audience_type === type}
                onChange={() => set("target_audience_type", type)}
              />
              <span>
                <strong>{audienceLabels[type]}</strong>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepActions save={step} back={back} next={next} />
    </form>
  );
}

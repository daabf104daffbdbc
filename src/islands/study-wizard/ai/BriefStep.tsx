import { useCallback, useMemo, useState } from "react";
import { updateStudy } from "@/lib/api/study-draft";
import { messages } from "@/lib/messages";
import type { StudyDraft, StudyUpdate } from "@/lib/schemas/study-draft";
import ErrorSummary from "../ErrorSummary";
import StepActions from "../StepActions";
import UnsavedGuard from "../UnsavedGuard";
import { useStepSave } from "../use-step-save";
import styles from "../Wizard.module.css";
import BriefFields, { type BriefForm } from "./BriefFields";

export interface BriefStepProps {
  draft: Pick<StudyDraft, "id" | "title" | "brief" | "market" | "language" | "locks">;
  engine: string;
  next: string;
}

/** Checks the brief step: a title, a brief and a market, in the server's words. */
export function validateBrief(form: BriefForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!form.title.trim()) errors.title = [messages.required];
  if (!form.brief.trim()) errors.brief = [messages.required];
  if (!form.market) errors.market = [messages.required];
  return errors;
}

/** AI_BRIEF of a draft begun from a brief: its title, brief, market and language, saved like any step. */
export default function BriefStep({ draft, engine, next }: BriefStepProps) {
  const locked = draft.locks.country_language;
  const saved = useMemo<BriefForm>(
    () => ({
      title: draft.title,
      brief: draft.brief,
      market: draft.market ?? "",
      language: draft.language as BriefForm["language"],
    }),
    [draft],
  );
  const [form, setForm] = useState<BriefForm>(saved);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const validate = useCallback(() => validateBrief(form), [form]);
  const save = useCallback(() => {
    const body: StudyUpdate = { title: form.title, brief: form.brief };
    if (!locked) Object.assign(body, { market: form.market, language: form.language });
    return updateStudy(draft.id, body);
  }, [draft.id, form, locked]);
  const step = useStepSave({ studyId: draft.id, step: "AI_BRIEF", dirty, validate, save });
  return (
    <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void step.saveAndGo(next))}>
      <UnsavedGuard dirty={dirty} />
      <ErrorSummary errors={step.errors} />
      <BriefFields
        value={form}
        onChange={setForm}
        errors={step.errors}
        studyId={draft.id}
        engine={engine}
        locked={locked}
      />
      <StepActions save={step} back={null} next={next} />
    </form>
  );
}

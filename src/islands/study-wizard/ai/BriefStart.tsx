import { useId, useState } from "react";
import { messagesFor } from "@/lib/api/field-errors";
import { fieldErrors } from "@/lib/api/field-errors";
import { createStudy } from "@/lib/api/study-draft";
import { AI_STUDY_DEFAULT_TITLE } from "@/lib/constants";
import type { CreateStudy } from "@/lib/schemas/study-draft";
import { stepHref } from "@/lib/wizard-steps";
import ErrorSummary from "../ErrorSummary";
import ProjectField from "../ProjectField";
import { ActionBar } from "../StepActions";
import { leave } from "../use-step-save";
import styles from "../Wizard.module.css";
import BriefFields, { type BriefForm } from "./BriefFields";
import { validateBrief } from "./BriefStep";

/**
 * /studies/create?ai=true: the brief before the draft exists, and the project it is filed into
 * (the last-used one preselected). Continue creates the draft from it (created_with_ai) and goes
 * on to the study materials; the page is replaced in the history, so Back cannot create a second
 * draft.
 */
export default function BriefStart({
  engine,
  projectId: initialProject,
  projects,
}: {
  engine: string;
  projectId: number | null;
  projects: { id: number; title: string }[];
}) {
  const id = useId();
  const [projectId, setProjectId] = useState(initialProject);
  const [form, setForm] = useState<BriefForm>({
    title: AI_STUDY_DEFAULT_TITLE,
    brief: "",
    market: "",
    language: "en",
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    const own = validateBrief(form);
    setErrors(own);
    setFailure(null);
    if (Object.keys(own).length) return;
    setBusy(true);
    try {
      const draft = await createStudy({
        ai: true,
        brief: form.brief.trim(),
        title: form.title.trim(),
        market: form.market as NonNullable<CreateStudy["market"]>,
        language: form.language,
        ...(projectId ? { project_id: projectId } : {}),
      });
      leave(stepHref(draft.id, "STIMULI"), { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void start())}>
      <ErrorSummary errors={errors} />
      {projectId !== null && (
        <ProjectField
          projects={projects}
          value={projectId}
          onChange={setProjectId}
          id={id}
          errors={messagesFor(errors, "project_id")}
        />
      )}
      <BriefFields value={form} onChange={setForm} errors={errors} studyId={null} engine={engine} />
      <ActionBar failure={failure} start={null}>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {busy ? "Creating…" : "Continue"}
        </button>
      </ActionBar>
    </form>
  );
}

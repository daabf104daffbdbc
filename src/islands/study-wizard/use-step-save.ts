import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fieldErrors } from "@/lib/api/field-errors";
import { recordBuilderStep, saveDraft } from "@/lib/api/study-draft";
import type { WizardStep } from "@/lib/constants";

type Errors = Record<string, string[]>;

export interface StepSave {
  /** Field messages by path: the form's own check, then the server's 422 answer. */
  errors: Errors;
  /** A failure no field shows (the server's message). */
  failure: string | null;
  busy: boolean;
  /**
   * Runs the step's check and save, then goes to `next` (an address). With nothing unsaved the
   * save is skipped. Resolves false when it stopped on errors.
   */
  saveAndGo: (next: string) => Promise<boolean>;
  /**
   * Save draft (001 §4): saves the step and locks what a saved draft locks. The person stays on
   * the step, which opens again from the saved draft (so what needs a saved draft, such as
   * Bloom's translation, works at once) and says it was saved.
   */
  saveDraftAndStay: () => Promise<void>;
}

export interface StepSaveOptions {
  studyId: number;
  step: WizardStep;
  dirty: boolean;
  /** The form's own check, in the server's field paths and words; empty when fine. */
  validate: () => Errors;
  /** Sends the step's unsaved copy; resolves when the server has stored it. */
  save: () => Promise<unknown>;
}

/**
 * The save cycle every step shares: check in the form, save on the server, keep the server's
 * field messages, record the builder-step event once per visit (001 §4), and move on only when
 * the draft holds what was typed. Nothing typed is lost on a refusal: the unsaved copy stays.
 */
export function useStepSave({ studyId, step, dirty, validate, save }: StepSaveOptions): StepSave {
  // After a first attempt the form's own check runs live as the person corrects it; the server's
  // field messages stay only while the form is as it was sent (their paths count by index).
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ errors: Errors; for: StepSaveOptions["validate"] } | null>(null);
  const errors = useMemo<Errors>(
    () => ({ ...(attempted ? validate() : {}), ...(server?.for === validate ? server.errors : {}) }),
    [attempted, server, validate],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recorded = useRef(false);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordBuilderStep(studyId, step);
  }, [studyId, step]);

  const run = useCallback(async (): Promise<boolean> => {
    const own = validate();
    setAttempted(true);
    setServer(null);
    setFailure(null);
    if (Object.keys(own).length) {
      focusFirstError();
      return false;
    }
    if (!dirty) return true;
    setBusy(true);
    try {
      await save();
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      setServer({ errors: fields, for: validate });
      setFailure(Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error));
      focusFirstError();
      return false;
    } finally {
      setBusy(false);
    }
  }, [dirty, save, validate]);

  const saveAndGo = useCallback(
    async (next: string) => {
      const ok = await run();
      if (ok) leave(next);
      return ok;
    },
    [run],
  );

  const saveDraftAndStay = useCallback(async () => {
    if (!(await run())) return;
    setBusy(true);
    try {
      await saveDraft(studyId);
      const here = new URL(window.location.href);
      here.searchParams.set(DRAFT_SAVED_PARAM, "1");
      leave(here.pathname + here.search, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }, [run, studyId]);

  return { errors, failure, busy, saveAndGo, saveDraftAndStay };
}

/** On a step's address after Save draft: the step says the draft was saved, once. */
export const DRAFT_SAVED_PARAM = "draft_saved";

/**
 * Navigates without the unsaved-changes question: what was typed is saved. `replace` drops the
 * current page from the history (the template picker once it has created the draft: Back must not
 * return to a Continue that would create a second one).
 */
export function leave(address: string, { replace = false } = {}): void {
  window.dispatchEvent(new Event("wizard:saved"));
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}

// After the errors render: the step's error summary (it links each field), else the first invalid field.
function focusFirstError(): void {
  requestAnimationFrame(() => {
    const target =
      document.querySelector<HTMLElement>('main [data-error-summary], main [id$="-error-summary"]') ??
      document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    target?.focus();
  });
}

import { type ReactNode, useEffect, useId, useState } from "react";
import { messages } from "@/lib/messages";
import { DRAFT_SAVED_PARAM, type StepSave } from "./use-step-save";
import styles from "./Wizard.module.css";

export interface StepActionsProps {
  /** The step's save cycle: Save draft and Continue run through it, its failure shows above. */
  save: Pick<StepSave, "busy" | "failure" | "saveAndGo" | "saveDraftAndStay">;
  /** The previous step's address; none on the first step. */
  back?: string | null;
  /** Where Continue goes once saved. */
  next?: string;
  /**
   * Replaces Continue, e.g. Start study on the last step; `blockedBy` disables it and says why
   * beside it (a disabled button alone does not tell a person what to do).
   */
  primary?: { label: string; busyLabel: string; onClick: () => void; blockedBy?: string | null };
}

/** The bar under every step: Back, Save draft and Continue (the wizard's one way to move on). */
export default function StepActions({ save, back, next = "", primary }: StepActionsProps) {
  const main = primary ?? { label: "Continue", busyLabel: "Saving…", onClick: () => void save.saveAndGo(next) };
  const reasonId = useId();
  const blockedBy = main.blockedBy ?? null;
  const saved = useDraftSavedNotice();
  return (
    <ActionBar
      failure={save.failure}
      notice={saved && !save.failure ? messages.draftSaved : null}
      start={
        back ? (
          <a className="button" href={back}>
            ← Back
          </a>
        ) : null
      }
    >
      <button type="button" className="button" onClick={() => void save.saveDraftAndStay()} disabled={save.busy}>
        Save draft
      </button>
      <button
        type="button"
        className="button primary"
        onClick={main.onClick}
        disabled={save.busy || blockedBy !== null}
        aria-busy={save.busy}
        aria-describedby={blockedBy ? reasonId : undefined}
      >
        {save.busy ? main.busyLabel : main.label}
      </button>
      {blockedBy && (
        <p id={reasonId} className={styles.blocked}>
          {blockedBy}
        </p>
      )}
    </ActionBar>
  );
}

/**
 * Whether this step was opened again by Save draft. Read after hydration (the address is the
 * browser's), and taken off the address so a reload does not say it again.
 */
function useDraftSavedNotice(): boolean {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const here = new URL(window.location.href);
    if (!here.searchParams.has(DRAFT_SAVED_PARAM)) return;
    setSaved(true);
    here.searchParams.delete(DRAFT_SAVED_PARAM);
    window.history.replaceState(window.history.state, "", here);
  }, []);
  return saved;
}

/**
 * The bar's layout: a failure read out above (or a notice, such as Save draft's), one action at
 * the start, the others at the end.
 */
export function ActionBar({
  failure,
  notice,
  start,
  children,
}: {
  failure?: string | null;
  notice?: string | null;
  start: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <div className={styles.actionRow}>
        {start ?? <span />}
        <div className={styles.actionRight}>{children}</div>
      </div>
    </div>
  );
}

import { type ReactNode, useId } from "react";
import type { StepSave } from "./use-step-save";
import styles from "./Wizard.module.css";

export interface StepActionsProps {
  /** The step's save cycle: Save draft and Continue run through it, its failure shows above. */
  save: Pick<StepSave, "busy" | "failure" | "saveAndGo" | "saveDraftAndExit">;
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
  return (
    <ActionBar
      failure={save.failure}
      start={
        back ? (
          <a className="button" href={back}>
            ← Back
          </a>
        ) : null
      }
    >
      <button type="button" className="button" onClick={() => void save.saveDraftAndExit()} disabled={save.busy}>
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

/** The bar's layout: a failure read out above, one action at the start, the others at the end. */
export function ActionBar({
  failure,
  start,
  children,
}: {
  failure?: string | null;
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
      <div className={styles.actionRow}>
        {start ?? <span />}
        <div className={styles.actionRight}>{children}</div>
      </div>
    </div>
  );
}

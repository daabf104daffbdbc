import styles from "./Wizard.module.css";

export interface StepActionsProps {
  /** The previous step's address; none on the first step. */
  back?: string | null;
  busy: boolean;
  /** The main button's text: "Continue", or "Start study" on the last step. */
  continueLabel?: string;
  onContinue: () => void;
  onSaveDraft: () => void;
  /** A failure no field shows, read out when it appears. */
  failure?: string | null;
}

/** The bar under every step: Back, Save draft and Continue (the wizard's one way to move on). */
export default function StepActions({
  back,
  busy,
  continueLabel = "Continue",
  onContinue,
  onSaveDraft,
  failure,
}: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actionRow}>
        {back ? (
          <a className="button" href={back}>
            ← Back
          </a>
        ) : (
          <span />
        )}
        <div className={styles.actionRight}>
          <button type="button" className="button" onClick={onSaveDraft} disabled={busy}>
            Save draft
          </button>
          <button type="button" className="button primary" onClick={onContinue} disabled={busy} aria-busy={busy}>
            {busy ? "Saving…" : continueLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

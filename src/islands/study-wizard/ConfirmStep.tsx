import { useId, useState } from "react";
import { fieldErrors } from "@/lib/api/field-errors";
import { startStudy } from "@/lib/api/study-draft";
import { bloomProposalMessages, messages } from "@/lib/messages";
import type { Order } from "@/lib/schemas/order";
import type { StudyDraft } from "@/lib/schemas/study-draft";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import ErrorSummary from "./ErrorSummary";
import StartedPanel from "./StartedPanel";
import StepActions from "./StepActions";
import StudySummary from "./StudySummary";
import { useStepSave } from "./use-step-save";
import styles from "./Wizard.module.css";
import own from "./ConfirmStep.module.css";

export interface ConfirmStepProps {
  draft: StudyDraft;
  termsUrl: string;
  back: string | null;
}

/**
 * The start-study confirmation (001 §2): the summary, materials, participants, segment insights and
 * quality assurance, the terms agreement and Start study. Starting places the order.
 */
export default function ConfirmStep({ draft, termsUrl, back }: ConfirmStepProps) {
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const step = useStepSave({
    studyId: draft.id,
    step: "CONFIRM",
    dirty: false,
    validate: () => ({}),
    save: async () => null,
  });
  const id = useId();

  const start = async () => {
    setFailure(null);
    if (!terms) {
      setErrors({ terms_accepted: [messages.termsRequired] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setOrder(await startStudy(draft.id));
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (order) return <StartedPanel order={order} studyId={draft.id} />;
  const termsErrors = errors.terms_accepted ?? [];

  return (
    <div className={styles.form}>
      <ErrorSummary errors={errors} />
      <StudySummary draft={draft} />
      <div className={own.terms}>
        <label className="check">
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-invalid={termsErrors.length ? true : undefined}
            aria-describedby={termsErrors.length ? `${id}-terms` : undefined}
          />
          <span>
            I accept the{" "}
            <a href={termsUrl} target="_blank" rel="noreferrer">
              terms of service
            </a>{" "}
            for this study, its recruitment and the use of its recordings for internal business purposes.
          </span>
        </label>
        <FieldMessages id={`${id}-terms`} list={termsErrors} />
      </div>
      <StepActions
        save={{ ...step, busy: busy || step.busy, failure: failure ?? step.failure }}
        back={back}
        primary={{
          label: "Start study",
          busyLabel: "Starting…",
          onClick: () => void start(),
          blockedBy: draft.requirements.fill_in.ok
            ? null
            : bloomProposalMessages.needsEdit(draft.requirements.fill_in.count),
        }}
      />
    </div>
  );
}

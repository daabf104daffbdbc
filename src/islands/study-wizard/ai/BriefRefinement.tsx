import { type ReactNode, useState } from "react";
import { refineBrief } from "@/lib/api/bloom";
import type { RefinedBriefResponse } from "@/lib/schemas/ai";
import styles from "./Bloom.module.css";

interface BriefRefinementProps {
  brief: string;
  studyId: number | null;
  /** The researcher took Bloom's rewrite: it replaces the brief in the form (saved with the step). */
  onUse: (brief: string) => void;
  /** The other actions on the brief, shown in the same row before "Refine with Bloom". */
  children?: ReactNode;
}

/**
 * "Refine with Bloom": Bloom rewrites the brief and shows the rewrite beside a choice; the brief
 * changes only when the researcher takes it ("Use this brief"), and nothing is saved until the step is.
 */
export default function BriefRefinement({ brief, studyId, onUse, children }: BriefRefinementProps) {
  const [proposal, setProposal] = useState<RefinedBriefResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refine = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setProposal(await refineBrief(brief, studyId ?? undefined));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.row}>
        {children}
        <button type="button" className="button" onClick={() => void refine()} disabled={busy || !brief.trim()}>
          {busy ? "Refining…" : "Refine with Bloom"}
        </button>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {proposal && (
        <section className={styles.panel} aria-labelledby="brief-refined-title">
          <h2 id="brief-refined-title">Bloom's rewrite of your brief</h2>
          <p className={styles.proposal}>{proposal.brief}</p>
          {proposal.gaps > 0 && (
            <p>
              {proposal.gaps === 1
                ? "One part is still to write: answer the question in [brackets]."
                : `${proposal.gaps} parts are still to write: answer the questions in [brackets].`}
            </p>
          )}
          <div className={styles.row}>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                onUse(proposal.brief);
                setProposal(null);
              }}
            >
              Use this brief
            </button>
            <button type="button" className="button" onClick={() => setProposal(null)}>
              Keep mine
            </button>
          </div>
          <p className={styles.engine}>{proposal.engine}</p>
        </section>
      )}
    </>
  );
}

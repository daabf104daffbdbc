import { useState } from "react";
import styles from "./ParticipantLink.module.css";

/**
 * A self-recruited study's participant link: shown read-only (focus selects it), with Copy link
 * and a way to open the participant page as a participant sees it. Used where a study starts and
 * on its details, so the link can be shared again later.
 */
export default function ParticipantLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied");
    } catch {
      setCopied("The link could not be copied: select it and copy it by hand.");
    }
  };
  return (
    <div className={styles.link}>
      <label className="field">
        <span>Participant link</span>
        <input readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
        <a className="button" href={link} target="_blank" rel="noreferrer">
          Open the participant page
        </a>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}

import { useEffect, useState } from "react";
import Dialog from "@/lib/ui/Dialog";
import { copy } from "./copy";
import styles from "./DownloadDialog.module.css";

interface Props {
  open: boolean;
  url: string;
  participant: string;
  onClose(): void;
}

/** The download dialog: the internal-business-use terms must be accepted before the link works. */
export function DownloadDialog({ open, url, participant, onClose }: Props) {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (!open) setAccepted(false);
  }, [open]);

  return (
    <Dialog
      open={open}
      title={copy.downloadTitle}
      onClose={onClose}
      size="action-card"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {copy.cancel}
          </button>
          {accepted ? (
            <a className="button primary" href={url} download onClick={onClose}>
              {copy.downloadNow}
            </a>
          ) : (
            <button type="button" className="button primary" disabled>
              {copy.downloadNow}
            </button>
          )}
        </>
      }
    >
      <div className={styles.terms}>
        <p className={styles.termsWho}>{participant}</p>
        {copy.downloadTerms.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <label className={styles.accept}>
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          {copy.acceptTerms}
        </label>
      </div>
    </Dialog>
  );
}

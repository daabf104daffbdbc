import { useEffect, useState } from "react";
import { isApiError } from "@/lib/api/client";
import { addQuoteToShowreel, createShowreel, fetchStudyShowreels } from "@/lib/api/showreels";
import { paths } from "@/lib/paths";
import type { Showreel } from "@/lib/schemas/showreel";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import styles from "./AddToShowreel.module.css";

interface Props {
  studyId: number;
  quoteId: number;
}

const NEW = 0;

/** "Add to showreel" for one quote: into a custom showreel of the study, or into a new one. */
export default function AddToShowreel({ studyId, quoteId }: Props) {
  const [open, setOpen] = useState(false);
  const [showreels, setShowreels] = useState<Showreel[] | null>(null);
  const [target, setTarget] = useState<number>(NEW);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || showreels) return;
    fetchStudyShowreels(studyId).then(
      (all) => {
        const custom = all.filter((s) => s.is_custom && !s.quotes.includes(quoteId));
        setShowreels(custom);
        setTarget(custom[0]?.id ?? NEW);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [open, showreels, studyId, quoteId]);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const showreel =
        target === NEW
          ? await createShowreel({ study_id: studyId, title: title.trim(), quotes: [quoteId] })
          : await addQuoteToShowreel(target, quoteId);
      setOpen(false);
      setShowreels(null);
      showSnackbar(`Added to “${showreel.title}”`);
    } catch (failure) {
      const detail = isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined;
      setError(detail ?? (failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)}>
        Add to showreel
      </button>
      <Dialog
        open={open}
        title="Add to showreel"
        size="action-card"
        onClose={() => setOpen(false)}
        error={error}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void add()}
              disabled={busy || !showreels || (target === NEW && !title.trim())}
            >
              {busy ? "Adding…" : "Add"}
            </button>
          </>
        }
      >
        {!showreels ? (
          <p role="status">Loading showreels…</p>
        ) : (
          <fieldset className={styles.choices}>
            <legend>Showreel</legend>
            {showreels.map((s) => (
              <label key={s.id} className={styles.choice}>
                <input type="radio" name="showreel" checked={target === s.id} onChange={() => setTarget(s.id)} />
                <span>
                  {s.title} <small>({s.quotes.length} clips)</small>{" "}
                  <a href={paths.studyShowreel(studyId, s.id)}>Open</a>
                </span>
              </label>
            ))}
            <label className={styles.choice}>
              <input type="radio" name="showreel" checked={target === NEW} onChange={() => setTarget(NEW)} />
              <span>New showreel</span>
            </label>
            {target === NEW && (
              <input
                className={styles.title}
                aria-label="Title of the new showreel"
                placeholder="Title"
                value={title}
                maxLength={200}
                onChange={(e) => setTitle(e.target.value)}
              />
            )}
          </fieldset>
        )}
      </Dialog>
    </>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { isApiError } from "@/lib/api/client";
import { addQuoteToShowreel, createShowreel, studyShowreelsQuery } from "@/lib/api/showreels";
import { paths } from "@/lib/paths";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import styles from "./AddToShowreel.module.css";

interface Props {
  studyId: number;
  quoteId: number;
  /** A new showreel is made for this segment (a segment's quotes page); else for the whole study. */
  segmentId?: number;
}

const NEW = 0;

const failureText = (failure: unknown) =>
  (isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined) ??
  (failure instanceof Error ? failure.message : String(failure));

/**
 * "Add to showreel" for one quote: appended to a custom showreel of its study (which renders
 * again), or made into a new one. Shared by the quotes lists and any page that shows a quote;
 * mount it only for people who may edit showreels (UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY).
 */
export default function AddToShowreel({ studyId, quoteId, segmentId }: Props) {
  const [open, setOpen] = useState(false);
  // Null until the person picks: then the first custom showreel without this quote, else a new one.
  const [picked, setPicked] = useState<number | null>(null);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server-rendered button stays disabled until hydration, so an early click is never lost.
  const hydrated = useHydrated();
  // Read when the dialog opens (afresh at each opening, shown once read), not with the page.
  const read = useQuery({ ...studyShowreelsQuery(studyId), enabled: open });
  // Only the open dialog lists them: every quote's button shares the page's cached read.
  const showreels =
    !open || read.isFetching ? null : (read.data?.filter((s) => s.is_custom) ?? (read.isError ? [] : null));
  // One radio group per quote: a page lists many quotes, each with its own (closed) dialog.
  const group = useId();
  const target = picked ?? showreels?.find((s) => !s.quotes.includes(quoteId))?.id ?? NEW;
  const shownError = error ?? (read.isError ? failureText(read.error) : null);

  const close = () => {
    setOpen(false);
    setError(null);
    setPicked(null);
  };

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const showreel =
        target === NEW
          ? await createShowreel({
              study_id: studyId,
              title: title.trim(),
              quotes: [quoteId],
              ...(segmentId ? { segment_id: segmentId } : {}),
            })
          : await addQuoteToShowreel(target, quoteId);
      close();
      setTitle("");
      const link = { href: paths.studyShowreel(studyId, showreel.id), label: "Open showreel" };
      showSnackbar(target === NEW ? `Created “${showreel.title}”.` : `Added to “${showreel.title}”.`, "success", link);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} disabled={!hydrated}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M7 2h2v5h5v2H9v5H7V9H2V7h5z" fill="currentColor" />
        </svg>
        Add to showreel
      </button>
      <Dialog
        open={open}
        title="Add to showreel"
        size="action-card"
        onClose={close}
        error={shownError}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void add()}
              disabled={busy || !showreels || (target === NEW && !title.trim())}
            >
              {busy ? "Adding…" : target === NEW ? "Create showreel" : "Add"}
            </button>
          </>
        }
      >
        {!showreels ? (
          <p role="status">Loading showreels…</p>
        ) : (
          <fieldset className={styles.choices}>
            <legend>Add this quote to</legend>
            {showreels.map((s) => {
              const has = s.quotes.includes(quoteId);
              return (
                <label key={s.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={group}
                    checked={target === s.id}
                    disabled={has}
                    onChange={() => setPicked(s.id)}
                  />
                  <span>
                    {s.title}{" "}
                    <small className={styles.muted}>
                      {has ? "already has this quote" : s.quotes.length === 1 ? "1 clip" : `${s.quotes.length} clips`}
                    </small>
                  </span>
                </label>
              );
            })}
            <label className={styles.choice}>
              <input type="radio" name={group} checked={target === NEW} onChange={() => setPicked(NEW)} />
              <span>A new showreel</span>
            </label>
            {target === NEW && (
              <input
                className={styles.title}
                aria-label="Title of the new showreel"
                placeholder="Title of the new showreel"
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

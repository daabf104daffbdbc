import { useState } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { isApiError } from "@/lib/api/client";
import { createShowreel } from "@/lib/api/showreels";
import Dialog from "@/lib/ui/Dialog";
import styles from "./NewShowreel.module.css";

interface QuoteToPick {
  id: number;
  content: string;
  participant: string;
  seconds: number;
}

interface Props {
  studyId: number;
  /** The segment the showreel is made for (a segment's page); else the whole study. */
  segmentId?: number;
  quotes: QuoteToPick[];
  /** The page's showreels list: the new showreel opens at `${listHref}/${id}`. */
  listHref: string;
}

/** "New showreel": pick quotes of the study in the order they should play, name the reel, create it. */
export default function NewShowreel({ studyId, segmentId, quotes, listHref }: Props) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server-rendered button stays disabled until hydration, so an early click is never lost.
  const hydrated = useHydrated();
  const dirty = title !== "" || picked.length > 0;

  const toggle = (id: number) =>
    setPicked((current) => (current.includes(id) ? current.filter((q) => q !== id) : [...current, id]));

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const showreel = await createShowreel({
        study_id: studyId,
        title: title.trim(),
        quotes: picked,
        ...(segmentId ? { segment_id: segmentId } : {}),
      });
      window.location.assign(`${listHref}/${showreel.id}`);
    } catch (failure) {
      const detail = isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined;
      setError(detail ?? (failure instanceof Error ? failure.message : String(failure)));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.primary}
        onClick={() => setOpen(true)}
        disabled={!hydrated || quotes.length === 0}
      >
        New showreel
      </button>
      <Dialog
        open={open}
        title="New showreel"
        onClose={() => setOpen(false)}
        dirty={dirty && !busy}
        error={error}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void create()}
              disabled={busy || !title.trim() || picked.length === 0}
            >
              {busy ? "Creating…" : `Create with ${picked.length} ${picked.length === 1 ? "clip" : "clips"}`}
            </button>
          </>
        }
      >
        <label className={styles.field}>
          Title
          <input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <fieldset className={styles.quotes}>
          <legend>Quotes, in the order they will play</legend>
          {quotes.map((quote) => {
            const order = picked.indexOf(quote.id);
            return (
              <label key={quote.id} className={styles.quote}>
                <input type="checkbox" checked={order >= 0} onChange={() => toggle(quote.id)} />
                <span className={styles.order} aria-hidden="true">
                  {order >= 0 ? order + 1 : ""}
                </span>
                <span>
                  “{quote.content}”
                  <small>
                    {quote.participant} · {quote.seconds} s
                  </small>
                </span>
              </label>
            );
          })}
        </fieldset>
      </Dialog>
    </>
  );
}

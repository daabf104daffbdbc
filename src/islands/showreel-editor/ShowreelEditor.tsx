import { useEffect, useState } from "react";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { deleteShowreel } from "@/lib/api/showreels";
import { formatClock } from "@/lib/media-time";
import type { Showreel, ShowreelClip } from "@/lib/schemas/showreel";
import LazyDialog from "@/lib/ui/LazyDialog";
import { CaptionFields } from "./CaptionFields";
import { ClipList } from "./ClipList";
import { PublishBar } from "./PublishBar";
import { ReelPlayer } from "./ReelPlayer";
import styles from "./ShowreelEditor.module.css";
import { clipLength, trimProblem } from "./trims";
import { useShowreel } from "./use-showreel";

interface Props {
  /** The showreel and its clips, as the API answers them (the page reads the same services). */
  showreel: Showreel;
  clips: ShowreelClip[];
  canEdit: boolean;
  canPublish: boolean;
  /** The page's showreels list (study or segment), where deleting the showreel leads. */
  listHref: string;
}

/**
 * The showreel editor (001 §2, §4): the player, the clip list with move up, move down, delete
 * and trims, title and description, publishing and the share link. Unsaved changes block
 * playback and ask before the page is left.
 */
export default function ShowreelEditor(props: Props) {
  return (
    <QueryProvider>
      <Editor {...props} />
    </QueryProvider>
  );
}

function Editor({ showreel, clips, canEdit, canPublish, listHref }: Props) {
  const state = useShowreel(showreel, clips);
  const { saved, draft, setDraft, dirty, saving } = state;
  const editable = canEdit && saved.is_custom;
  const trimsInvalid = editable && draft.clips.some((clip) => trimProblem(clip) !== null);
  const draftLength = draft.clips.reduce((sum, clip) => sum + clipLength(clip), 0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const remove = async () => {
    try {
      await deleteShowreel(saved.id);
      window.location.assign(listHref);
    } catch (failure) {
      setDeleteError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className={styles.editor}>
      <div className={styles.main}>
        <ReelPlayer showreel={saved} editing={dirty} onRetry={() => void state.retry()} busy={saving} />
        <p className={styles.meta} data-testid="showreel-status">
          {saved.type === "CURATED" ? "Curated" : "Custom"} showreel · {statusLabel(saved)}
          {saved.duration !== null && saved.status === "READY" && ` · ${formatClock(saved.duration)}`}
        </p>
        {saved.status === "READY" && saved.uncaptioned_clips.length > 0 && (
          <p className={styles.meta} role="note" data-testid="uncaptioned-clips">
            {uncaptionedNote(saved.uncaptioned_clips)}
          </p>
        )}
        {editable ? (
          <div className={styles.fields}>
            <label>
              Title
              <input
                value={draft.title}
                maxLength={200}
                required
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
            </label>
            <label>
              Description
              <textarea
                rows={3}
                value={draft.description}
                maxLength={2000}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              />
            </label>
            <CaptionFields
              captions={draft.captions}
              language={draft.captionLanguage}
              onChange={(captions, captionLanguage) => setDraft({ ...draft, captions, captionLanguage })}
            />
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={draft.cards}
                onChange={(e) => setDraft({ ...draft, cards: e.target.checked })}
              />
              <span>
                Title and end cards
                <small>The title and the study open the reel for 2 s; your organisation's name closes it.</small>
              </span>
            </label>
          </div>
        ) : (
          saved.description && <p>{saved.description}</p>
        )}
        {dirty && (
          <div className={styles.saveBar} role="region" aria-label="Unsaved changes">
            <span>You have unsaved changes.</span>
            <button type="button" onClick={state.discard} disabled={saving}>
              Discard
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void state.save()}
              disabled={saving || !draft.title.trim() || trimsInvalid}
            >
              {saving ? "Saving…" : "Save changes"}
            </button>
          </div>
        )}
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
      </div>
      <aside className={styles.side}>
        <PublishBar
          showreel={saved}
          canPublish={canPublish}
          busy={saving || dirty}
          onPublish={(p) => void state.setPublished(p)}
        />
        <h2 className={styles.clipsTitle}>
          Clips <span className={styles.count}>{draft.clips.length}</span>
          <span className={styles.meta}>{formatClock(draftLength)} in all</span>
        </h2>
        <ClipList clips={draft.clips} editable={editable} onChange={(clips) => setDraft({ ...draft, clips })} />
        {editable && (
          <button type="button" className={styles.danger} onClick={() => setConfirmDelete(true)}>
            Delete showreel
          </button>
        )}
      </aside>
      <LazyDialog
        open={confirmDelete}
        title="Delete showreel"
        onClose={() => setConfirmDelete(false)}
        error={deleteError}
        size="action-card"
        actions={
          <>
            <button type="button" onClick={() => setConfirmDelete(false)}>
              Cancel
            </button>
            <button type="button" className={styles.danger} onClick={() => void remove()}>
              Delete
            </button>
          </>
        }
      >
        <p>Are you sure you want to delete the showreel “{saved.title}”? Its public link stops working.</p>
      </LazyDialog>
    </div>
  );
}

/** Which clips play without captions, in words: "Clips 2 and 5 have no transcript…". */
function uncaptionedNote(positions: number[]): string {
  const names = positions.map(String);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return names.length === 1
    ? `Clip ${list} has no transcript for its moment, so it plays without captions.`
    : `Clips ${list} have no transcript for their moments, so they play without captions.`;
}

function statusLabel(showreel: Showreel): string {
  return { CREATED: "Queued", PROCESSING: "Rendering", READY: "Ready", ERROR: "Failed" }[showreel.status];
}

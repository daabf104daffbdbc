import { useCallback, useEffect, useMemo, useState } from "react";
import { isApiError } from "@/lib/api/client";
import { clipInputs, fetchShowreel, fetchShowreelClips, updateShowreel } from "@/lib/api/showreels";
import type { Showreel, ShowreelClip } from "@/lib/schemas/showreel";

const POLL_MS = 1000;
const rendering = (showreel: Showreel) => showreel.status === "CREATED" || showreel.status === "PROCESSING";

/** A draft of the editable parts of a showreel. */
export interface Draft {
  title: string;
  description: string;
  clips: ShowreelClip[];
}

const draftOf = (showreel: Showreel, clips: ShowreelClip[]): Draft => ({
  title: showreel.title,
  description: showreel.description,
  clips,
});

/**
 * The editor's state: the saved showreel (polled while it renders), the draft being edited,
 * whether they differ (the editing state that blocks playback), and save, discard and retry.
 */
export function useShowreel(initial: Showreel, initialClips: ShowreelClip[]) {
  const [saved, setSaved] = useState(initial);
  const [savedClips, setSavedClips] = useState(initialClips);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, initialClips));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dirty = useMemo(
    () =>
      draft.title !== saved.title ||
      draft.description !== saved.description ||
      draft.clips.map((c) => c.id).join() !== savedClips.map((c) => c.id).join(),
    [draft, saved, savedClips],
  );

  useEffect(() => {
    if (!rendering(saved)) return;
    const timer = setTimeout(() => {
      fetchShowreel(saved.id).then(setSaved, () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const apply = useCallback(async (change: () => Promise<Showreel>) => {
    setSaving(true);
    setError(null);
    try {
      const next = await change();
      const clips = await fetchShowreelClips(next.id);
      setSaved(next);
      setSavedClips(clips);
      setDraft(draftOf(next, clips));
      return next;
    } catch (failure) {
      const detail = isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined;
      setError(detail ?? (failure instanceof Error ? failure.message : String(failure)));
      return null;
    } finally {
      setSaving(false);
    }
  }, []);

  const save = () =>
    apply(() =>
      updateShowreel(saved.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        ...(draft.clips.map((c) => c.id).join() !== savedClips.map((c) => c.id).join()
          ? { quotes: clipInputs(draft.clips) }
          : {}),
      }),
    );
  const retry = () => apply(() => updateShowreel(saved.id, { quotes: clipInputs(savedClips) }));
  const setPublished = (published: boolean) => apply(() => updateShowreel(saved.id, { published }));
  const discard = () => setDraft(draftOf(saved, savedClips));

  return { saved, draft, setDraft, dirty, saving, error, save, retry, discard, setPublished };
}

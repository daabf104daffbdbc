import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { isApiError } from "@/lib/api/client";
import { clipInputs, showreelClipsQuery, showreelQuery, updateShowreel } from "@/lib/api/showreels";
import type { Showreel, ShowreelClip } from "@/lib/schemas/showreel";
import { clipsSignature } from "./trims";

/** A draft of the editable parts of a showreel. */
export interface Draft {
  title: string;
  description: string;
  captions: Showreel["captions"];
  captionLanguage: Showreel["caption_language"];
  cards: boolean;
  clips: ShowreelClip[];
}

const draftOf = (showreel: Showreel, clips: ShowreelClip[]): Draft => ({
  title: showreel.title,
  description: showreel.description,
  captions: showreel.captions,
  captionLanguage: showreel.caption_language,
  cards: showreel.cards,
  clips,
});

/**
 * The editor's state: the saved showreel (read again while it renders), the draft being edited,
 * whether they differ (the editing state that blocks playback), and save, discard and retry.
 */
export function useShowreel(initial: Showreel, initialClips: ShowreelClip[]) {
  const queryClient = useQueryClient();
  // The page's copies to begin with (read with the page, so not again on arrival).
  const saved = useQuery({ ...showreelQuery(initial.id), initialData: initial, staleTime: Infinity }).data;
  const savedClips = useQuery({
    ...showreelClipsQuery(initial.id),
    initialData: initialClips,
    staleTime: Infinity,
  }).data;
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, initialClips));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Order and trims both count: any unsaved change blocks playback (001 §4).
  const clipsChanged = useMemo(() => clipsSignature(draft.clips) !== clipsSignature(savedClips), [draft, savedClips]);
  const captionsChanged = draft.captions !== saved.captions || draft.captionLanguage !== saved.caption_language;
  const cardsChanged = draft.cards !== saved.cards;
  const dirty =
    draft.title !== saved.title ||
    draft.description !== saved.description ||
    clipsChanged ||
    captionsChanged ||
    cardsChanged;

  const apply = useCallback(
    async (change: () => Promise<Showreel>) => {
      setSaving(true);
      setError(null);
      try {
        const next = await change();
        // The saved clips as the server now has them (their ids and trims after the change).
        const clips = await queryClient.fetchQuery(showreelClipsQuery(next.id));
        queryClient.setQueryData(showreelQuery(next.id).queryKey, next);
        setDraft(draftOf(next, clips));
        return next;
      } catch (failure) {
        const detail = isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined;
        setError(detail ?? (failure instanceof Error ? failure.message : String(failure)));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [queryClient],
  );

  const save = () =>
    apply(() =>
      updateShowreel(saved.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        ...(clipsChanged ? { quotes: clipInputs(draft.clips) } : {}),
        // A change of captions renders the reel again, as a change of clips does.
        ...(captionsChanged ? { captions: draft.captions, caption_language: draft.captionLanguage } : {}),
        ...(cardsChanged ? { cards: draft.cards } : {}),
      }),
    );
  const retry = () => apply(() => updateShowreel(saved.id, { quotes: clipInputs(savedClips) }));
  const setPublished = (published: boolean) => apply(() => updateShowreel(saved.id, { published }));
  const discard = () => setDraft(draftOf(saved, savedClips));

  return { saved, draft, setDraft, dirty, saving, error, save, retry, discard, setPublished };
}

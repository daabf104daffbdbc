import { atom, map } from "nanostores";
import type { Video, VideoSummary } from "../schemas/video";

/*
 * Video state of 001 §4: videos by id, where an update merges into what is known (tasks and their
 * subtasks by position), and the playing videos grouped by key (default key "default").
 */

/** A video as far as it is known: a summary from a list, or the whole video once loaded. */
export type KnownVideo = VideoSummary & Partial<Pick<Video, "tasks" | "clips" | "showreel_clips">>;
/** An update: the id and any fields that changed. */
export type VideoUpdate = { id: number } & Partial<KnownVideo>;

/** Every video of the page, by id. */
export const $videos = map<Record<string, KnownVideo>>({});

/** Merges two lists by position: item i of the update onto item i of what is known. */
function byPosition<T extends object>(known: T[] | undefined, update: T[], merge: (a: T, b: T) => T): T[] {
  return update.map((item, index) => {
    const old = known?.[index];
    return old ? merge(old, item) : item;
  });
}

type Task = NonNullable<KnownVideo["tasks"]>[number];
const mergeTask = (a: Task, b: Task): Task => ({
  ...a,
  ...b,
  subtasks: byPosition(a.subtasks, b.subtasks ?? [], (x, y) => ({ ...x, ...y })),
});

/** Merges updates into $videos by id; new ids are added only when the update is a whole summary. */
export function mergeVideos(updates: VideoUpdate[]): void {
  for (const update of updates) {
    const key = String(update.id);
    const known = $videos.get()[key];
    if (!known) {
      if ("video" in update && "participant" in update) $videos.setKey(key, update as KnownVideo);
      continue;
    }
    const next: KnownVideo = { ...known, ...update };
    if (update.tasks) next.tasks = byPosition(known.tasks, update.tasks, mergeTask);
    $videos.setKey(key, next);
  }
}

/** The default group of playing videos. */
export const DEFAULT_PLAYING_KEY = "default";

/** Ids of the videos playing, per group key (a player, a showreel, a list). */
export const $playingVideos = atom<Record<string, number[]>>({});

/** Plays one video or a set of them in a group, replacing what that group played. */
export function playVideos(ids: number | number[], key = DEFAULT_PLAYING_KEY): void {
  $playingVideos.set({ ...$playingVideos.get(), [key]: Array.isArray(ids) ? [...ids] : [ids] });
}

/** Stops a group (or every group when no key is given). */
export function clearPlayingVideos(key?: string): void {
  if (key === undefined) {
    $playingVideos.set({});
    return;
  }
  const { [key]: _stopped, ...rest } = $playingVideos.get();
  $playingVideos.set(rest);
}

import { beforeEach, describe, expect, it } from "vitest";
import type { VideoSummary, VideoTask } from "../schemas/video";
import { $playingVideos, $videos, clearPlayingVideos, mergeVideos, playVideos } from "./videos";

const summary = (id: number): VideoSummary => ({
  id,
  study_id: 1,
  language: "en",
  duration: 30,
  published: false,
  participant: { id: id + 100, name: `P${id}`, age: 30, country: "DK" },
  thumbnail: null,
  video: {
    combined_url: `/v/${id}.mp4`,
    face_url: null,
    download_url: null,
    subtitles: { en: null, original: null },
    preparing: null,
  },
});

const task = (id: number, subtasks: number[] = []): VideoTask => ({
  id,
  text: `Task ${id}`,
  html: `<p>Task ${id}</p>`,
  type: "TEXT_ONLY",
  position: id,
  position_name: `1.${id}`,
  start: id * 10,
  end: id * 10 + 5,
  subtasks: subtasks.map((s) => ({
    id: s,
    text: `Sub ${s}`,
    html: "",
    type: "RADIO",
    position: s,
    start: null,
    end: null,
  })),
});

beforeEach(() => {
  $videos.set({});
  clearPlayingVideos();
});

describe("$videos", () => {
  it("adds whole videos and merges later updates by id", () => {
    mergeVideos([summary(1), summary(2)]);
    mergeVideos([{ id: 2, published: true }]);
    expect($videos.get()["2"]?.published).toBe(true);
    expect($videos.get()["2"]?.participant.name).toBe("P2");
    expect($videos.get()["1"]?.published).toBe(false);
  });

  it("ignores a partial update of an unknown video", () => {
    mergeVideos([{ id: 9, published: true }]);
    expect($videos.get()["9"]).toBeUndefined();
  });

  it("merges tasks and subtasks by position", () => {
    mergeVideos([{ ...summary(1), tasks: [task(1, [11, 12]), task(2)] }]);
    const changed = { ...task(1, [11, 12]), text: "Renamed" };
    changed.subtasks = [{ ...changed.subtasks[0]!, start: 3, end: 4 }];
    mergeVideos([{ id: 1, tasks: [changed] }]);
    const tasks = $videos.get()["1"]!.tasks!;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.text).toBe("Renamed");
    expect(tasks[0]!.subtasks.map((s) => [s.id, s.start])).toEqual([[11, 3]]);
  });
});

describe("$playingVideos", () => {
  it("plays one or many per key, with a default key, and clears one key or all", () => {
    playVideos(1);
    playVideos([2, 3], "reel");
    expect($playingVideos.get()).toEqual({ default: [1], reel: [2, 3] });
    playVideos(4);
    expect($playingVideos.get().default).toEqual([4]);
    clearPlayingVideos("reel");
    expect($playingVideos.get()).toEqual({ default: [4] });
    clearPlayingVideos();
    expect($playingVideos.get()).toEqual({});
  });
});

/**
 * Where the demo's media files live, relative to DATA_DIR (the storage root: storage keys are
 * relative to it). Known before anything is rendered, so the no-media seed writes the same rows.
 */
import path from "node:path";
import { INTERVIEW_FILE_NAMES, type InterviewFiles } from "../../media/render-interview";
import type { DemoWorld } from "../build/types";

export interface StoredFile {
  storageKey: string;
  mimeType: string;
  /** Known once the file exists; null until then. */
  size: number | null;
  contentHash: string | null;
  /** The file is to be rendered in the background after the seed (a media seed's interview files). */
  pending: boolean;
}

export type InterviewMedia = Record<keyof InterviewFiles, StoredFile>;

export interface MediaFacts {
  /** By interview key. */
  interviews: Map<string, InterviewMedia>;
  /** By "<study key>/<file name>". */
  materials: Map<string, StoredFile>;
}

const MIME: Record<keyof InterviewFiles, string> = {
  video: "video/mp4",
  subtitlesEn: "text/vtt",
  subtitlesOriginal: "text/vtt",
  thumbnail: "image/jpeg",
};

/** The folder (storage key) of one interview's files. */
export function interviewFolder(studyKey: string, index: number): string {
  return path.posix.join("media", "interviews", studyKey, String(index + 1));
}

/** The storage key of a study material image. */
export function materialKey(studyKey: string, fileName: string): string {
  return path.posix.join("media", "materials", studyKey, fileName);
}

const stored = (storageKey: string, mimeType: string, pending = false): StoredFile => ({
  storageKey,
  mimeType,
  size: null,
  contentHash: null,
  pending,
});

/**
 * Storage keys of every media file of the world, sizes unknown. With `pending`, the interview
 * files are marked as still to be rendered (a media seed: the job queue renders them).
 */
export function layoutMedia(world: DemoWorld, options: { pending?: boolean } = {}): MediaFacts {
  const interviews = new Map<string, InterviewMedia>();
  const materials = new Map<string, StoredFile>();
  for (const study of world.studies) {
    for (const interview of study.interviews) {
      const folder = interviewFolder(study.content.key, interview.index);
      const kinds = Object.keys(INTERVIEW_FILE_NAMES) as (keyof InterviewFiles)[];
      const files = Object.fromEntries(
        kinds.map((kind) => [
          kind,
          stored(path.posix.join(folder, INTERVIEW_FILE_NAMES[kind]), MIME[kind], options.pending),
        ]),
      );
      interviews.set(interview.key, files as InterviewMedia);
    }
    for (const material of study.content.materials) {
      if (material.kind === "FILE" && material.fileName) {
        materials.set(
          `${study.content.key}/${material.fileName}`,
          stored(materialKey(study.content.key, material.fileName), "image/png"),
        );
      }
    }
  }
  return { interviews, materials };
}

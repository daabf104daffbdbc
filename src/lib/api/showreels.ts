import { queryOptions } from "@tanstack/react-query";
import type {
  ClipInput,
  CreateShowreel,
  Showreel,
  ShowreelClip,
  ShowreelPage,
  UpdateShowreel,
} from "../schemas/showreel";
import { SHOWREEL_POLL_MS } from "../constants";
import { apiGet, apiSend } from "./client";

/** GET /api/v3/showreels/{id}. */
export async function fetchShowreel(id: number, signal?: AbortSignal): Promise<Showreel> {
  return (await apiGet<{ data: Showreel }>(`/v3/showreels/${id}`, {}, signal)).data;
}

/**
 * A showreel as its editor knows it: the page's copy to begin with, written again by each save,
 * and read every second while it renders (CREATED or PROCESSING) until its render settles.
 */
export function showreelQuery(id: number) {
  return queryOptions({
    queryKey: ["showreels", id] as const,
    queryFn: ({ signal }) => fetchShowreel(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "CREATED" || status === "PROCESSING" ? SHOWREEL_POLL_MS : false;
    },
  });
}

/** GET /api/v3/showreels?study_id=…: a study's showreels. */
export async function fetchStudyShowreels(studyId: number, signal?: AbortSignal): Promise<Showreel[]> {
  return (await apiGet<ShowreelPage>("/v3/showreels", { study_id: studyId, limit: 100 }, signal)).data;
}

/**
 * A study's showreels, the ones a quote can be added to, read afresh each time they are asked
 * for: a render or another person's edit changes them at any time.
 */
export function studyShowreelsQuery(studyId: number) {
  return queryOptions({
    queryKey: ["showreels", { study_id: studyId }] as const,
    queryFn: ({ signal }) => fetchStudyShowreels(studyId, signal),
    staleTime: 0,
  });
}

/** POST /api/v3/showreels: a new custom showreel, rendered at once. */
export async function createShowreel(input: Omit<CreateShowreel, "description"> & { description?: string }) {
  return (await apiSend<{ data: Showreel }>("POST", "/v3/showreels", input)).data;
}

/** PATCH /api/v3/showreels/{id}: title, description, clips or published. */
export async function updateShowreel(id: number, input: UpdateShowreel): Promise<Showreel> {
  return (await apiSend<{ data: Showreel }>("PATCH", `/v3/showreels/${id}`, input)).data;
}

/** DELETE /api/v3/showreels/{id}. */
export async function deleteShowreel(id: number): Promise<void> {
  await apiSend<null>("DELETE", `/v3/showreels/${id}`);
}

/** GET /api/v3/showreels/{id}/quotes: the clips in reel order. */
export async function fetchShowreelClips(id: number, signal?: AbortSignal): Promise<ShowreelClip[]> {
  return (await apiGet<{ data: ShowreelClip[] }>(`/v3/showreels/${id}/quotes`, {}, signal)).data;
}

/** A showreel's clips as its editor knows them: the page's copy, read again after each save. */
export function showreelClipsQuery(id: number) {
  return queryOptions({
    queryKey: ["showreels", id, "clips"] as const,
    queryFn: ({ signal }) => fetchShowreelClips(id, signal),
    staleTime: 0,
  });
}

/** The clips as a write sends them: each quote with its trims. */
export const clipInputs = (clips: ShowreelClip[]): ClipInput[] =>
  clips.map((clip) => ({ id: clip.id, start: clip.clip_start, end: clip.clip_end }));

/** Appends a quote to a showreel, keeping the other clips and their trims. */
export async function addQuoteToShowreel(showreelId: number, quoteId: number): Promise<Showreel> {
  const clips = await fetchShowreelClips(showreelId);
  return updateShowreel(showreelId, { quotes: [...clipInputs(clips), quoteId] });
}

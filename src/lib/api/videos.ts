import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { CACHE_MAX_AGE_SECONDS, MEDIA_PREPARING_POLL_MS, VIDEOS_PER_PAGE } from "../constants";
import type { Video, VideoPage } from "../schemas/video";
import { cachedReadOptions, invalidateAfterUpdate, readKey } from "./cached-read";
import { apiGet, apiSend } from "./client";
import { mediaRenewalDelay } from "./media-renewal";

/** Path of GET /api/videos/{id}. */
export const videoPath = (id: number) => `/videos/${id}`;

/**
 * GET /api/videos/{id}: one video with tasks, clips and showreel clips, cached 3600 s; asked again
 * every few seconds while its file is still being made, so an open page plays it once it is ready.
 */
export function videoQuery(id: number) {
  const read = cachedReadOptions<{ data: Video }>(videoPath(id));
  return {
    ...read,
    refetchInterval: (query: { state: { data?: { data: Video } } }) =>
      query.state.data?.data.video.preparing ? MEDIA_PREPARING_POLL_MS : (mediaRenewalDelay(query.state.data) ?? false),
  };
}

/**
 * GET /api/studies/{id}/participant_videos page after page, VIDEOS_PER_PAGE at a time (the page
 * renders the first). Its key is a study read's, so a publish refreshes it; every loaded page is
 * asked again before the signed addresses in it expire.
 */
export function studyVideosQuery(studyId: number) {
  const path = `/studies/${studyId}/participant_videos`;
  return infiniteQueryOptions({
    queryKey: [...readKey(path, { per_page: VIDEOS_PER_PAGE }), "pages"],
    queryFn: ({ pageParam, signal }) => apiGet<VideoPage>(path, { page: pageParam, per_page: VIDEOS_PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }: VideoPage) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
    staleTime: (query) => Math.min(CACHE_MAX_AGE_SECONDS * 1000, mediaRenewalDelay(query.state.data) ?? Infinity),
    refetchInterval: (query) => mediaRenewalDelay(query.state.data) ?? false,
  });
}

/**
 * PUT /api/videos/{id}/publish, then clears the cached reads the change touches: the video, the
 * study's video list and the other study reads (001 §7).
 */
export async function publishVideo(client: QueryClient, id: number, published: boolean): Promise<Video> {
  const { data } = await apiSend<{ data: Video }>("PUT", `${videoPath(id)}/publish`, { published });
  client.setQueryData(videoQuery(id).queryKey, { data });
  await invalidateAfterUpdate(client, [videoPath(id)]);
  return data;
}

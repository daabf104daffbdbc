import type { QueryClient } from "@tanstack/react-query";
import { MEDIA_PREPARING_POLL_MS } from "../constants";
import type { Video } from "../schemas/video";
import { cachedReadOptions, invalidateAfterUpdate } from "./cached-read";
import { apiSend } from "./client";
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
 * PUT /api/videos/{id}/publish, then clears the cached reads the change touches: the video, the
 * study's video list and the other study reads (001 §7).
 */
export async function publishVideo(client: QueryClient, id: number, published: boolean): Promise<Video> {
  const { data } = await apiSend<{ data: Video }>("PUT", `${videoPath(id)}/publish`, { published });
  client.setQueryData(videoQuery(id).queryKey, { data });
  await invalidateAfterUpdate(client, [videoPath(id)]);
  return data;
}

import type { QueryClient } from "@tanstack/react-query";
import type { Video } from "../schemas/video";
import { cachedReadOptions, invalidateAfterUpdate } from "./cached-read";
import { apiSend } from "./client";

/** Path of GET /api/videos/{id}. */
export const videoPath = (id: number) => `/videos/${id}`;

/** GET /api/videos/{id}: one video with tasks, clips and showreel clips, cached 3600 s. */
export function videoQuery(id: number) {
  return cachedReadOptions<{ data: Video }>(videoPath(id));
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

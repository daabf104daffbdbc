import type { Interview } from "../schemas/interview";
import { apiGet } from "./client";

/** The interview's video address as GET /api/v3/interviews/{id} signs it now, or null when it cannot be had. */
export function renewedVideoUrl(id: number): Promise<string | null> {
  return apiGet<{ data: Interview }>(`/v3/interviews/${id}`).then(
    ({ data }) => data.video.combined_url,
    () => null,
  );
}

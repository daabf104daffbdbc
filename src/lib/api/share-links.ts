import { queryOptions } from "@tanstack/react-query";
import type { CreateShareLink, ShareLink, UpdateShareLink } from "../schemas/share-link";
import { apiGet, apiSend } from "./client";

/** What named links share: a showreel, or one participant video. */
export interface ShareTarget {
  kind: "showreel" | "video";
  id: number;
}

const linksPath = ({ kind, id }: ShareTarget) =>
  `/v1/${kind === "showreel" ? "showreels" : "videos"}/${id}/share_links`;

/** GET /api/v1/{showreels|videos}/{id}/share_links. */
export async function fetchShareLinks(target: ShareTarget, signal?: AbortSignal): Promise<ShareLink[]> {
  return (await apiGet<{ data: ShareLink[] }>(linksPath(target), {}, signal)).data;
}

/**
 * A reel's or video's named links, read afresh whenever they are asked for again (the Share
 * dialog opening): a teammate may have added or revoked one. The dialog writes its own changes
 * into the same entry, so the editor's sharing bar follows them.
 */
export function shareLinksQuery({ kind, id }: ShareTarget) {
  return queryOptions({
    queryKey: ["share-links", kind, id] as const,
    queryFn: ({ signal }) => fetchShareLinks({ kind, id }, signal),
    staleTime: 0,
  });
}

/** POST /api/v1/{showreels|videos}/{id}/share_links. */
export async function createShareLink(target: ShareTarget, input: CreateShareLink): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("POST", linksPath(target), input)).data;
}

/** PATCH /api/v1/share_links/{id}. */
export async function updateShareLink(id: string, input: UpdateShareLink): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("PATCH", `/v1/share_links/${id}`, input)).data;
}

/** POST /api/v1/share_links/{id}/revoke. */
export async function revokeShareLink(id: string): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("POST", `/v1/share_links/${id}/revoke`)).data;
}

import type { CreateShareLink, ShareLink, UpdateShareLink } from "../schemas/share-link";
import { apiGet, apiSend } from "./client";

/** What named links share: a showreel, or one participant video. */
export interface ShareTarget {
  kind: "showreel" | "video";
  id: number;
}

const linksPath = ({ kind, id }: ShareTarget) =>
  `/v1/${kind === "showreel" ? "showreels" : "videos"}/${id}/share_links`;

/** GET /api/v1/{showreels|videos}/{id}/share_links: read fresh whenever the Share dialog opens. */
export async function fetchShareLinks(target: ShareTarget): Promise<ShareLink[]> {
  return (await apiGet<{ data: ShareLink[] }>(linksPath(target))).data;
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

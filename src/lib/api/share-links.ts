import type { CreateShareLink, ShareLink, UpdateShareLink } from "../schemas/share-link";
import { apiGet, apiSend } from "./client";

/** GET /api/v1/showreels/{id}/share_links: read fresh whenever the Share dialog opens. */
export async function fetchShareLinks(showreelId: number): Promise<ShareLink[]> {
  return (await apiGet<{ data: ShareLink[] }>(`/v1/showreels/${showreelId}/share_links`)).data;
}

/** POST /api/v1/showreels/{id}/share_links. */
export async function createShareLink(showreelId: number, input: CreateShareLink): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("POST", `/v1/showreels/${showreelId}/share_links`, input)).data;
}

/** PATCH /api/v1/share_links/{id}. */
export async function updateShareLink(id: string, input: UpdateShareLink): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("PATCH", `/v1/share_links/${id}`, input)).data;
}

/** POST /api/v1/share_links/{id}/revoke. */
export async function revokeShareLink(id: string): Promise<ShareLink> {
  return (await apiSend<{ data: ShareLink }>("POST", `/v1/share_links/${id}/revoke`)).data;
}

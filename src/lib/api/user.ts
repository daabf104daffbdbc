import type { z } from "zod";
import type { CurrentUser, SessionClient, updateProfileRequestSchema } from "../schemas/auth";
import type { Upload } from "../schemas/storage";
import { storeUser } from "../stores/session";
import { apiGet, apiSend } from "./client";
import { uploadFile } from "./uploads";

/** GET /api/user: the signed-in user in the current client; kept in $session. */
export async function fetchCurrentUser(clientId?: number | null): Promise<CurrentUser> {
  const { data } = await apiGet<{ data: CurrentUser }>("/user", { client_id: clientId });
  storeUser(data);
  return data;
}

/** GET /api/user/clients?client_id=: the clients the user may work in, the requested one first. */
export async function fetchUserClients(clientId?: number | null): Promise<SessionClient[]> {
  const { data } = await apiGet<{ data: SessionClient[] }>("/user/clients", { client_id: clientId });
  return data;
}

export type ProfileUpdate = z.infer<typeof updateProfileRequestSchema>;

/** PUT /api/user/{id}: the profile fields of 000 §2. */
export async function updateProfile(id: number, body: ProfileUpdate): Promise<CurrentUser> {
  const { data } = await apiSend<{ data: CurrentUser }>("PUT", `/user/${id}`, body);
  storeUser(data);
  return data;
}

/** Uploads a profile image (000 §7); its id goes into the profile update, file_url shows it. */
export function uploadProfileImage(file: File, onProgress: (fraction: number) => void): Promise<Upload> {
  return uploadFile(file, { upload_type: "profile_image" }, onProgress);
}

import type { z } from "zod";
import type { CurrentUser, SessionClient, updateProfileRequestSchema } from "../schemas/auth";
import type { PresignedUpload, Upload } from "../schemas/storage";
import { storeUser } from "../stores/session";
import { apiGet, apiSend } from "./client";

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

/**
 * Uploads a profile image: POST /api/storage/upload/presigned, then PUT the file to the returned
 * address with progress (000 §7). XMLHttpRequest, because fetch reports no upload progress.
 * Resolves with the stored upload (its id goes into the profile update, file_url shows it).
 */
export async function uploadProfileImage(file: File, onProgress: (fraction: number) => void): Promise<Upload> {
  const { data } = await apiSend<{ data: PresignedUpload }>("POST", "/storage/upload/presigned", {
    file_name: file.name,
    content_type: file.type || "application/octet-stream",
    size: file.size,
    upload_type: "profile_image",
  });
  const stored = await new Promise<Upload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(data.method, data.url);
    for (const [name, value] of Object.entries(data.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || "{}") as { data?: Upload; message?: string };
      if (xhr.status < 300 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? `Upload failed with status ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("The upload failed. Check your connection and try again."));
    xhr.send(file);
  });
  onProgress(1);
  return stored;
}

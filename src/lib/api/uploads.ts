import type { PresignedUpload, PresignedUploadRequest, Upload } from "../schemas/storage";
import { apiSend } from "./client";

// An answer of the API is JSON; object storage answers an error in XML, which has no message for a person.
function parsedBody(text: string): { data?: Upload; message?: string } {
  try {
    return JSON.parse(text || "{}") as { data?: Upload; message?: string };
  } catch {
    return {};
  }
}

/** What an upload is for: its type and, for study files, the draft it belongs to. */
export type UploadTarget = Pick<PresignedUploadRequest, "upload_type" | "study_id">;

/**
 * Uploads a file (000 §7, 001 §7): POST /api/storage/upload/presigned, then PUT the file to the
 * returned address with progress. XMLHttpRequest, because fetch reports no upload progress.
 * When the portal stores files in object storage, the address is the bucket's and the answer
 * names a complete_url, which checks the file once it is there. Resolves with the stored upload;
 * a refusal of any call rejects with the server's message.
 */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  const { data } = await apiSend<{ data: PresignedUpload }>("POST", "/storage/upload/presigned", {
    file_name: file.name,
    content_type: file.type || "application/octet-stream",
    size: file.size,
    ...target,
  });
  const stored = await new Promise<Upload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(data.method, data.url);
    for (const [name, value] of Object.entries(data.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      if (data.complete_url && xhr.status < 300) {
        apiSend<{ data: Upload }>("POST", data.complete_url.replace(/^\/api/, ""), {}).then(
          (completed) => resolve(completed.data),
          reject,
        );
        return;
      }
      const body = parsedBody(xhr.responseText);
      if (xhr.status < 300 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? `Upload failed with status ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("The upload failed. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
  onProgress(1);
  return stored;
}

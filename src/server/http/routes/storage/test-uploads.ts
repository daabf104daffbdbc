/** Helpers of the storage and profile tests: presign and PUT through the API. */
import type { PresignedUpload, Upload } from "@/lib/schemas/storage";
import { app } from "@/server/http/app";
import { authHeaders } from "../../../../../tests/fixtures/contexts";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==",
  "base64",
);

export async function presign(body: Record<string, unknown>, email: string | null = "admin@demo.test") {
  return app.request("/api/storage/upload/presigned", {
    method: "POST",
    headers: { "content-type": "application/json", ...(await authHeaders(email)) },
    body: JSON.stringify(body),
  });
}

export const put = (url: string, bytes: Buffer, contentType = "image/png") =>
  app.request(url, {
    method: "PUT",
    headers: { "content-type": contentType },
    body: new Uint8Array(bytes) as unknown as BodyInit,
  });

/** Presigns and uploads an image; returns the upload. */
export async function uploadImage(email = "admin@demo.test", bytes: Buffer = PNG): Promise<Upload> {
  const { data } = (await (
    await presign(
      { upload_type: "profile_image", file_name: "me.png", content_type: "image/png", size: bytes.length },
      email,
    )
  ).json()) as {
    data: PresignedUpload;
  };
  return ((await (await put(data.url, bytes)).json()) as { data: Upload }).data;
}

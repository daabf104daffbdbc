import { createHmac, timingSafeEqual } from "node:crypto";
import { jwtKey } from "../auth/secrets";

// A key of its own, derived from the server secret, so an upload signature is never a valid MAC
// for anything else.
const key = () => createHmac("sha256", jwtKey()).update("storage-upload-v1").digest();

/** The HMAC of an upload address: the upload id and the expiry (seconds since the epoch). */
export function signUpload(uploadId: number, expires: number): string {
  return createHmac("sha256", key()).update(`${uploadId}.${expires}`).digest("base64url");
}

/** Whether a presigned address is authentic and still valid. */
export function verifyUploadSignature(uploadId: number, expires: number, signature: string): boolean {
  if (expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signUpload(uploadId, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The presigned PUT address of an upload (relative: the browser sends it to the same origin). */
export function presignedPath(uploadId: number, expires: number): string {
  return `/api/storage/upload/${uploadId}?expires=${expires}&signature=${signUpload(uploadId, expires)}`;
}

/** Where a browser that sent the file straight to object storage asks for it to be checked (POST). */
export function completionPath(uploadId: number, expires: number): string {
  return `/api/storage/upload/${uploadId}/complete?expires=${expires}&signature=${signUpload(uploadId, expires)}`;
}

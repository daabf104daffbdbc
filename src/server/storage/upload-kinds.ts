import type { UploadType } from "@/lib/schemas/storage";
import type { MediaKind } from "./verify-media";

/** The rules of one upload type: accepted content types (with file extensions) and a size limit. */
export interface UploadKind {
  maxBytes: number;
  contentTypes: Readonly<Record<string, string>>;
  /** What the bytes must decode as (ffprobe) before the upload is accepted. */
  media: MediaKind;
  /** Completed files are served at /api/storage/files/{name} (unguessable names, no login). */
  servedPublicly: boolean;
}

const images = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" } as const;

/**
 * Every upload type. SVG is deliberately absent: it can carry script. Note that the API's global
 * MAX_BODY_BYTES applies to the PUT as well, so the effective limit is the smaller of the two.
 */
export const uploadKinds: Record<UploadType, UploadKind> = {
  profile_image: { maxBytes: 5 * 1024 * 1024, contentTypes: images, media: "image", servedPublicly: true },
};

/** Seconds a presigned PUT address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

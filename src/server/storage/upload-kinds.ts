import { STUDY_MATERIAL_MAX_MB, STUDY_MATERIAL_TYPES } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { UploadType } from "@/lib/schemas/storage";

/** The rules of one upload type: accepted content types (with file extensions) and a size limit. */
export interface UploadKind {
  maxBytes: number;
  contentTypes: Readonly<Record<string, string>>;
  /** Completed files are served at /api/storage/files/{name} (unguessable names, no login). */
  servedPublicly: boolean;
  /** The upload belongs to a draft study (study_id), which the uploader must be able to edit. */
  forStudy: boolean;
  /** The refusals of a presign in this kind's own words, where it has them. */
  tooLarge?: string;
  typeNotAccepted?: string;
}

const MB = 1024 * 1024;
const images = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" } as const;

/**
 * Every upload type. SVG is deliberately absent: it can carry script. The signed PUT is not held
 * to the API's MAX_BODY_BYTES (app.ts): it streams to disk and stops at the announced size, which
 * presigning holds to `maxBytes`. What the bytes must be (an image that decodes, a video that
 * probes, a PDF) follows from the declared content type (verify-media.ts).
 */
export const uploadKinds: Record<UploadType, UploadKind> = {
  profile_image: { maxBytes: 5 * MB, contentTypes: images, servedPublicly: true, forStudy: false },
  // Participants see study materials on the public landing page: served by unguessable name.
  study_object_file: {
    maxBytes: STUDY_MATERIAL_MAX_MB * MB,
    contentTypes: STUDY_MATERIAL_TYPES,
    servedPublicly: true,
    forStudy: true,
    tooLarge: messages.materialTooLarge(STUDY_MATERIAL_MAX_MB),
    typeNotAccepted: messages.materialTypeNotAccepted,
  },
  // Documents attached to an order for the provider; never served publicly.
  order_object: {
    maxBytes: 20 * MB,
    contentTypes: { ...images, "application/pdf": "pdf" },
    servedPublicly: false,
    forStudy: true,
  },
};

/** Seconds a presigned PUT address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

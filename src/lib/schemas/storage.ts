import { z } from "zod";
import { messages } from "../messages";

/** What an upload is for; each kind has its own types and size limit (server/storage/upload-kinds.ts). */
export const UPLOAD_TYPES = ["profile_image", "study_object_file", "order_object"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** POST /api/storage/upload/presigned. */
export const presignedUploadRequestSchema = z
  .object({
    upload_type: z.enum(UPLOAD_TYPES, { error: messages.required }),
    file_name: z.string({ error: messages.required }).trim().min(1, messages.required).max(255),
    content_type: z.string({ error: messages.required }).trim().min(1, messages.required).max(100),
    size: z.number({ error: messages.required }).int().positive().meta({ description: "Bytes" }),
    study_id: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "study_object_file and order_object: the draft the file belongs to" }),
    client_id: z.number().int().positive().optional(),
  })
  .meta({ id: "PresignedUploadRequest" });

/** The signed, short-lived address to PUT the file to, with the headers to send. */
export const presignedUploadSchema = z
  .object({
    id: z.number().int(),
    url: z.string().meta({ description: "PUT the file body here before expires_at" }),
    method: z.literal("PUT"),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string().meta({ format: "date-time" }),
    complete_url: z
      .string()
      .optional()
      .meta({ description: "When present (object storage), POST here once the PUT to url succeeded" }),
  })
  .meta({ id: "PresignedUpload" });

/** A stored upload. */
export const uploadSchema = z
  .object({
    id: z.number().int(),
    upload_type: z.enum(UPLOAD_TYPES),
    status: z.enum(["PENDING", "COMPLETED", "REJECTED"]),
    content_type: z.string(),
    size: z.number().int().nullable(),
    file_url: z.string().nullable().meta({ description: "Where a completed image is served" }),
  })
  .meta({ id: "Upload" });

/** Query of the presigned PUT address. */
export const signedUploadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(200),
});

export type PresignedUploadRequest = z.infer<typeof presignedUploadRequestSchema>;
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;
export type Upload = z.infer<typeof uploadSchema>;

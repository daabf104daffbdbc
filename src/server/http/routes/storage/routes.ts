import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import {
  presignedUploadRequestSchema,
  presignedUploadSchema,
  signedUploadQuerySchema,
  uploadSchema,
} from "@/lib/schemas/storage";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Storage"];

/** POST /api/storage/upload/presigned. */
export const presignRoute = createRoute({
  method: "post",
  path: "/upload/presigned",
  operationId: "presignUpload",
  tags,
  summary: "Get a presigned upload address",
  description:
    "A signed PUT address valid for 10 minutes, for one file of the declared type and size. study_object_file and order_object need the study_id of a draft the caller may edit (404 for a study they do not see, 403 without the permission, 409 for a study that is not an editable draft).",
  request: { body: jsonBody(presignedUploadRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(presignedUploadSchema), "Where to PUT the file"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

/** PUT /api/storage/upload/{id}?expires=…&signature=… (the presigned address; no bearer token). */
export const uploadRoute = createRoute({
  method: "put",
  path: "/upload/{id}",
  operationId: "putUpload",
  tags,
  summary: "Upload the file",
  description:
    "The raw file body with the declared Content-Type, exactly the announced size: longer answers 413, shorter 422, cut off 400, and the upload stays PENDING for another try. Bytes that are not of the declared type or do not decode (ffprobe) answer 422 and the upload is REJECTED.",
  request: { params: idParamsSchema, query: signedUploadQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(uploadSchema), "Stored"),
    ...errorResponses(400, 403, 404, 409, 413, 422),
  },
});

/** POST /api/storage/upload/{id}/complete?expires=…&signature=… (after a PUT straight to object storage). */
export const completeRoute = createRoute({
  method: "post",
  path: "/upload/{id}/complete",
  operationId: "completeUpload",
  tags,
  summary: "Check a file sent straight to object storage",
  description:
    "Offered as complete_url when the portal stores files in S3-compatible storage: the browser PUTs the file to the bucket's presigned url, then POSTs here. The stored bytes get the same checks as a PUT through the API: another size answers 413 or 422 (the file is removed, the upload stays PENDING); bytes that are not of the declared type or do not decode answer 422 (removed, REJECTED); 503 with Retry-After while storage does not answer.",
  request: { params: idParamsSchema, query: signedUploadQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(uploadSchema), "Stored and checked"),
    ...errorResponses(403, 404, 409, 413, 422, 503),
  },
});

/** GET /api/storage/files/{name}: a completed, publicly served upload (profile images, study materials). */
export const fileRoute = createRoute({
  method: "get",
  path: "/files/{name}",
  operationId: "getStoredFile",
  tags,
  summary: "A stored image or study material",
  request: { params: z.object({ name: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: "The file",
      content: Object.fromEntries(
        ["image/*", "video/*", "application/pdf"].map((type) => [
          type,
          { schema: z.string().meta({ format: "binary" }) },
        ]),
      ),
    },
    ...errorResponses(404, 422),
  },
});

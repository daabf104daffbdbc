import { createSignedInRouter } from "../../create-router";
import { handleFile, handlePresign, handleUpload } from "./handlers";
import { fileRoute, presignRoute, uploadRoute } from "./routes";

/**
 * /api/storage (presigned uploads and stored images), mounted by app.ts. Only presigning needs a
 * session: the upload and the file answer to their signed addresses.
 */
export const storageRouter = createSignedInRouter(["/upload/presigned"])
  .openapi(presignRoute, handlePresign)
  .openapi(uploadRoute, handleUpload)
  .openapi(fileRoute, handleFile);

import { createSignedInRouter } from "../../create-router";
import { handleComplete, handleFile, handlePresign, handleUpload } from "./handlers";
import { completeRoute, fileRoute, presignRoute, uploadRoute } from "./routes";

/**
 * /api/storage (presigned uploads and stored images), mounted by app.ts. Only presigning needs a
 * session: the upload and the file answer to their signed addresses.
 */
export const storageRouter = createSignedInRouter(["/upload/presigned"])
  .openapi(presignRoute, handlePresign)
  .openapi(uploadRoute, handleUpload)
  .openapi(completeRoute, handleComplete)
  .openapi(fileRoute, handleFile);

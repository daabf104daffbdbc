import { createSignedInRouter } from "../../create-router";
import { handleFile, handlePresign, handleUpload } from "./handlers";
import { fileRoute, presignRoute, uploadRoute } from "./routes";

/** /api/storage (presigned uploads and stored images), mounted by app.ts. */
export const storageRouter = createSignedInRouter()
  .openapi(presignRoute, handlePresign)
  .openapi(uploadRoute, handleUpload)
  .openapi(fileRoute, handleFile);

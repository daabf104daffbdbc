import type { PresignedUpload, PresignedUploadRequest } from "@/lib/schemas/storage";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { createPresignedUpload } from "../../storage/uploads";
import { editableDraft } from "./draft-access";

/**
 * A presigned upload address; a study material or an order object is uploaded only for a draft
 * the context may edit (001 §5: 404, 403 or 409 as the wizard's own saves refuse).
 */
export function presignUpload(
  database: Database,
  context: AccessContext,
  input: PresignedUploadRequest,
): Promise<PresignedUpload> {
  return createPresignedUpload(database, context, input, async (studyId) => {
    return (await editableDraft(database, context, studyId)).id;
  });
}

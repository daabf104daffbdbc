import { and, eq, notExists, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { StudyMaterialCreate } from "@/lib/schemas/study-draft";
import type { Database } from "../../db/client";
import { mediaAssets, studies, studyMaterials, uploads } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { objectStore } from "../../storage/store";
import { fileUrl } from "../../storage/uploads";
import { editableDraft, editableDraftWith, type StudyRow } from "./draft-access";
import { hasLink, linkErrors, linkTitle } from "./material-links";
import { materialRuleFacts, materialRulesRefusal } from "./material-rules";
import { thumbnailAddress, writeMaterialThumbnail } from "./material-thumbnail";
import { selectStudyMaterials } from "./materials";

type UploadRow = typeof uploads.$inferSelect;

/** A completed study material upload of this user for this study, not yet a material; else 404. */
async function materialUpload(database: Database, context: AccessContext, studyId: number, id: number) {
  const used = database.select().from(studyMaterials).where(eq(studyMaterials.uploadId, uploads.id));
  const [row] = await database
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.uploadType, "study_object_file"),
        eq(uploads.clientId, context.clientId),
        eq(uploads.userId, context.userId),
        eq(uploads.studyId, studyId),
        eq(uploads.status, "COMPLETED"),
        notExists(used),
      ),
    );
  if (!row) throw new NotFoundError(messages.uploadNotFound);
  return row;
}

function fileFields(upload: UploadRow) {
  return {
    name: upload.fileName,
    mimeType: upload.contentType,
    fileName: upload.fileName,
    fileMimeType: upload.contentType,
    filePath: upload.storageKey,
    uploadId: upload.id,
  };
}

/**
 * Adds a study material to an editable draft (POST /api/studies/{id}/objects): a FILE from a
 * completed upload of study_object_file for this study, or a LINK when a web or app link is given
 * (with or without a file: a material with any link is LINK). Refused: locked materials, more than
 * the template's maximum (else 5), too many images, a kind the template does not take, bad links.
 * Images and videos get a JPEG thumbnail; the answer signs its address.
 */
export async function createStudyMaterial(
  database: Database,
  context: AccessContext,
  id: number,
  input: StudyMaterialCreate,
): Promise<StudyMaterial> {
  const link = hasLink(input);
  // Refused before anything is written, in this order: the draft (404, 403, 409), locked
  // materials, an unknown upload, no file or link, bad links.
  const refuseLocked = (study: StudyRow) => {
    if (study.materialsLockedAt) throw ValidationError.field("study_materials", messages.materialsLocked);
  };
  const refuseInput = (upload: UploadRow | null) => {
    if (!upload && !link) throw ValidationError.field("upload_id", messages.materialRequired);
    const errors = linkErrors(input);
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };
  // A file is checked before the transaction, so the study's row is not locked while ffmpeg makes
  // its thumbnail; a link alone is checked with the row lock, in the transaction's first query.
  let upload: UploadRow | null = null;
  if (input.upload_id !== undefined) {
    refuseLocked(await editableDraft(database, context, id));
    upload = await materialUpload(database, context, id, input.upload_id);
    refuseInput(upload);
  }
  const thumbnail = upload ? await writeMaterialThumbnail(upload.storageKey, upload.contentType) : null;
  try {
    return await database.transaction(async (tx) => {
      const { study: locked, extra: facts } = await editableDraftWith(tx, context, id, materialRuleFacts, {
        forUpdate: true,
      });
      // Again under the lock for a file (the draft may have been saved meanwhile); first for a link.
      refuseLocked(locked);
      if (!upload) refuseInput(null);
      const refusal = materialRulesRefusal(facts, { link, contentType: upload?.contentType ?? null });
      if (refusal) throw refusal;
      const [asset] = thumbnail
        ? await tx
            .insert(mediaAssets)
            .values({ clientId: context.clientId, kind: "IMAGE", mimeType: "image/jpeg", ...thumbnail })
            .returning({ id: mediaAssets.id })
        : [];
      const added = tx
        .insert(studyMaterials)
        .values({
          studyId: id,
          kind: link ? "LINK" : "FILE",
          title: input.title || (upload ? upload.fileName : linkTitle(input)),
          ...(upload ? fileFields(upload) : {}),
          url: input.link || (upload ? fileUrl(upload) : null),
          link: input.link || null,
          androidLink: input.android_link || null,
          iosLink: input.ios_link || null,
          thumbnailUrl: asset ? thumbnailAddress(asset.id) : null,
          // Counted under the row lock: two adds to one draft take turns.
          position: Number(facts.count),
        })
        .returning({ id: studyMaterials.id });
      const touched = tx.update(studies).set({ updatedAt: new Date() }).where(eq(studies.id, id));
      // The material and the study marked changed, in one statement.
      const { rows } = await tx.execute<{ id: number }>(
        sql`with added as ${added}, touched as ${touched} select id from added`,
      );
      const [material] = await selectStudyMaterials(tx, eq(studyMaterials.id, Number(rows[0]!.id)));
      return material!;
    });
  } catch (error) {
    if (thumbnail) await objectStore().remove([thumbnail.storageKey]);
    throw error;
  }
}

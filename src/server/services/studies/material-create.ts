import { rm } from "node:fs/promises";
import { and, eq, notExists } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { StudyMaterialCreate } from "@/lib/schemas/study-draft";
import type { Database } from "../../db/client";
import { mediaAssets, studyMaterials, uploads } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { storagePath } from "../../storage/local-files";
import { fileUrl } from "../../storage/uploads";
import { editableDraft, touchStudy } from "./draft-access";
import { hasLink, linkErrors, linkTitle } from "./material-links";
import { materialRulesRefusal } from "./material-rules";
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
  if (!row) throw new NotFoundError("Upload not found.");
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
  const study = await editableDraft(database, context, id);
  if (study.materialsLockedAt) throw ValidationError.field("study_materials", messages.materialsLocked);
  const upload = input.upload_id === undefined ? null : await materialUpload(database, context, id, input.upload_id);
  const link = hasLink(input);
  if (!upload && !link) throw ValidationError.field("upload_id", messages.materialRequired);
  const errors = linkErrors(input);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // The thumbnail is made before the transaction, so the study's row is not locked during ffmpeg.
  const thumbnail = upload ? await writeMaterialThumbnail(upload.storageKey, upload.contentType) : null;
  try {
    return await database.transaction(async (tx) => {
      const locked = await editableDraft(tx, context, id, { forUpdate: true });
      const refusal = await materialRulesRefusal(tx, locked, { link, contentType: upload?.contentType ?? null });
      if (refusal) throw refusal;
      const [asset] = thumbnail
        ? await tx
            .insert(mediaAssets)
            .values({ clientId: context.clientId, kind: "IMAGE", mimeType: "image/jpeg", ...thumbnail })
            .returning({ id: mediaAssets.id })
        : [];
      const position = await tx.$count(studyMaterials, eq(studyMaterials.studyId, id));
      const [row] = await tx
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
          position,
        })
        .returning({ id: studyMaterials.id });
      await touchStudy(tx, id);
      const [material] = await selectStudyMaterials(tx, eq(studyMaterials.id, row!.id));
      return material!;
    });
  } catch (error) {
    if (thumbnail) await rm(storagePath(thumbnail.storageKey), { force: true });
    throw error;
  }
}

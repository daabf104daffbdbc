import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import type { PresignedUpload, PresignedUploadRequest, Upload } from "@/lib/schemas/storage";
import type { Database, Transaction } from "../db/client";
import { uploads } from "../db/schema";
import { messages } from "@/lib/messages";
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from "../errors";
import type { AccessContext } from "../access/access-context";
import { localScratchFile, objectStore } from "./store";
import { MAGIC_BYTES_LENGTH, matchesContentType } from "./magic-bytes";
import { UPLOAD_URL_TTL_SECONDS, uploadKinds } from "./upload-kinds";
import { completionPath, presignedPath, verifyUploadSignature } from "./upload-signature";
import { decodesAs, mediaKindOf } from "./verify-media";

type UploadRow = typeof uploads.$inferSelect;

/** Where a completed, publicly served upload can be fetched, else null. */
export function fileUrl(row: Pick<UploadRow, "uploadType" | "storageKey" | "status">): string | null {
  const kind = uploadKinds[row.uploadType as keyof typeof uploadKinds];
  return kind?.servedPublicly && row.status === "COMPLETED"
    ? `/api/storage/files/${path.basename(row.storageKey)}`
    : null;
}

/** The wire form of an upload. */
export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    upload_type: row.uploadType as Upload["upload_type"],
    status: row.status,
    content_type: row.contentType,
    size: row.size,
    file_url: fileUrl(row),
  };
}

/**
 * The id of the draft a study material or order object is uploaded for, once the caller's rules
 * allow it (404, 403, 409 as the studies service refuses an edit). Storage sits below the
 * services, so the caller hands the rule in.
 */
export type EditableStudyId = (studyId: number) => Promise<number>;

/**
 * Records a pending upload and returns its signed, short-lived PUT address. The declared type and
 * size are checked here and again against the bytes that arrive.
 */
export async function createPresignedUpload(
  database: Database,
  context: AccessContext,
  input: PresignedUploadRequest,
  editableStudyId: EditableStudyId,
): Promise<PresignedUpload> {
  const kind = uploadKinds[input.upload_type];
  const extension = kind.contentTypes[input.content_type];
  if (!extension) {
    const allowed = `Allowed types: ${Object.keys(kind.contentTypes).join(", ")}.`;
    throw ValidationError.field("content_type", kind.typeNotAccepted ?? allowed);
  }
  if (input.size > kind.maxBytes) {
    throw ValidationError.field("size", kind.tooLarge ?? `The file may be at most ${kind.maxBytes} bytes.`);
  }
  let studyId: number | null = null;
  if (kind.forStudy) {
    if (input.study_id === undefined) throw ValidationError.field("study_id", messages.required);
    studyId = await editableStudyId(input.study_id);
  }
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const storageKey = `uploads/${input.upload_type}/${randomBytes(16).toString("hex")}.${extension}`;
  // On S3 the browser sends the file straight to the bucket, then asks for it to be checked.
  const direct = await objectStore().presignPut(storageKey, input.content_type, UPLOAD_URL_TTL_SECONDS);
  const [row] = await database
    .insert(uploads)
    .values({
      clientId: context.clientId,
      userId: context.userId,
      uploadType: input.upload_type,
      studyId,
      fileName: input.file_name,
      contentType: input.content_type,
      size: input.size,
      // 128 random bits: the name is the only secret of a publicly served file.
      storageKey,
      expiresAt: new Date(expires * 1000),
    })
    .returning();
  return {
    id: row!.id,
    url: direct ?? presignedPath(row!.id, expires),
    method: "PUT",
    headers: { "Content-Type": input.content_type },
    expires_at: new Date(expires * 1000).toISOString(),
    ...(direct ? { complete_url: completionPath(row!.id, expires) } : {}),
  };
}

/**
 * Streams `body` to `file`: exactly `size` bytes. More refuses with 413 as soon as the excess
 * arrives (the rest is not read); fewer, once the body ends, with 422; a body cut off rejects with
 * the runtime's IncompleteBodyError (400).
 */
async function writeExactly(body: ReadableStream<Uint8Array>, file: string, size: number): Promise<void> {
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      callback(written > size ? new PayloadTooLargeError(messages.uploadLarger) : null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    counter,
    createWriteStream(file, { mode: 0o600 }),
  );
  if (written < size) throw ValidationError.field("file", messages.uploadSmaller);
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(MAGIC_BYTES_LENGTH);
    const { bytesRead } = await handle.read(buffer, 0, MAGIC_BYTES_LENGTH, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether the stored bytes are what the upload declared: its signature, and media that decodes. */
async function isGenuine(file: string, row: UploadRow): Promise<boolean> {
  const kind = uploadKinds[row.uploadType as keyof typeof uploadKinds];
  return (
    !!kind &&
    row.contentType in kind.contentTypes &&
    matchesContentType(await readHead(file), row.contentType) &&
    (await decodesAs(file, mediaKindOf(row.contentType)))
  );
}

/** The body must be exactly the announced size; a Content-Length says so before a byte is read. */
function checkAnnouncedLength(contentLength: string | undefined, size: number): void {
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) return;
  const length = Number(contentLength);
  if (length > size) throw new PayloadTooLargeError(messages.uploadLarger);
  if (length < size) throw ValidationError.field("file", messages.uploadSmaller);
}

/**
 * The pending upload of an authentic, unexpired address, locked for this request (403, 404, and
 * 409 once it is finished or while another request holds it).
 */
async function lockPending(
  tx: Transaction,
  uploadId: number,
  signed: { expires: number; signature: string },
): Promise<UploadRow> {
  if (!verifyUploadSignature(uploadId, signed.expires, signed.signature)) {
    throw new ForbiddenError("The upload address is invalid or has expired.");
  }
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, uploadId)).for("update", { skipLocked: true });
  if (!row) {
    const [exists] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId));
    if (!exists) throw new NotFoundError();
    throw new ConflictError("This upload is already finished.");
  }
  if (row.status !== "PENDING") throw new ConflictError("This upload is already finished.");
  return row;
}

/**
 * Marks a locked upload done: COMPLETED when `file` (a local copy) is what it declared, else
 * REJECTED (422). The rejected bytes are never served; the caller removes them.
 */
async function finish(tx: Transaction, row: UploadRow, file: string): Promise<UploadRow> {
  const genuine = await isGenuine(file, row);
  const [done] = await tx
    .update(uploads)
    .set({ status: genuine ? "COMPLETED" : "REJECTED", completedAt: new Date() })
    .where(eq(uploads.id, row.id))
    .returning();
  return done!;
}

/**
 * Receives the PUT of a presigned address: checks the signature and expiry (403), the upload
 * (404, or 409 once done), the content type (422) and the length (exactly the announced size: 413
 * when longer, 422 when shorter, 400 when cut off; the upload stays PENDING and can be sent
 * again), then that the file is what it claims and decodes (422, and the upload is REJECTED).
 * Only then is the file stored and the upload COMPLETED, in one transaction: a storage that does
 * not answer leaves it PENDING (503); no partial file outlives the request.
 */
export async function receiveUpload(
  database: Database,
  uploadId: number,
  signed: { expires: number; signature: string },
  request: {
    contentType: string | undefined;
    contentLength: string | undefined;
    body: ReadableStream<Uint8Array> | null;
  },
): Promise<Upload> {
  // Checked before a byte is read; then again under the row's lock, once the body is here (the
  // body may take minutes: no database connection is held while it arrives).
  const row = await database.transaction((tx) => lockPending(tx, uploadId, signed));
  if (request.contentType?.split(";")[0]?.trim().toLowerCase() !== row.contentType) {
    throw ValidationError.field("content_type", `Send the file as ${row.contentType}.`);
  }
  const size = row.size ?? 0;
  checkAnnouncedLength(request.contentLength, size);
  if (!request.body || size === 0) throw ValidationError.field("file", "The file is empty.");
  const partial = await localScratchFile(".part");
  try {
    await writeExactly(request.body, partial, size);
    const done = await database.transaction(async (tx) => {
      const finished = await finish(tx, await lockPending(tx, uploadId, signed), partial);
      if (finished.status === "COMPLETED") await objectStore().moveIn(row.storageKey, partial, row.contentType);
      return finished;
    });
    if (done.status !== "COMPLETED") throw ValidationError.field("file", messages.uploadNotMedia(done.contentType));
    return toUpload(done);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Completes an upload the browser sent straight to object storage (POST of its complete_url):
 * the same checks as a PUT through the API, on the stored bytes. A file of another size is
 * removed and the upload stays PENDING (413 or 422); one that is not what it declared is removed
 * and the upload REJECTED (422). Only a COMPLETED upload is ever served.
 */
export async function completeUpload(
  database: Database,
  uploadId: number,
  signed: { expires: number; signature: string },
): Promise<Upload> {
  const store = objectStore();
  const local = await localScratchFile(".part");
  try {
    const done = await database.transaction(async (tx) => {
      const row = await lockPending(tx, uploadId, signed);
      const stored = await store.stat(row.storageKey);
      if (!stored) throw ValidationError.field("file", messages.uploadNotArrived);
      if (stored.size !== row.size) {
        await store.remove([row.storageKey]);
        if (stored.size > (row.size ?? 0)) throw new PayloadTooLargeError(messages.uploadLarger);
        throw ValidationError.field("file", messages.uploadSmaller);
      }
      await pipeline(await store.read(row.storageKey), createWriteStream(local, { mode: 0o600 }));
      return finish(tx, row, local);
    });
    if (done.status === "COMPLETED") return toUpload(done);
    await store.remove([done.storageKey]);
    throw ValidationError.field("file", messages.uploadNotMedia(done.contentType));
  } finally {
    await rm(local, { force: true });
  }
}

/** A completed, publicly served upload by its file name (GET /api/storage/files/{name}); 404 otherwise. */
export async function servableFile(database: Database, name: string): Promise<{ key: string; contentType: string }> {
  if (!/^[0-9a-f]{32}\.[a-z0-9]{3,4}$/.test(name)) throw new NotFoundError();
  for (const [type, kind] of Object.entries(uploadKinds)) {
    if (!kind.servedPublicly) continue;
    const [row] = await database
      .select()
      .from(uploads)
      .where(and(eq(uploads.storageKey, `uploads/${type}/${name}`), eq(uploads.status, "COMPLETED")));
    if (row) return { key: row.storageKey, contentType: row.contentType };
  }
  throw new NotFoundError();
}

import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import type { PresignedUpload, PresignedUploadRequest, Upload } from "@/lib/schemas/storage";
import type { Database } from "../db/client";
import { uploads } from "../db/schema";
import { messages } from "@/lib/messages";
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from "../errors";
import type { AccessContext } from "../access/access-context";
import { storagePath } from "./local-files";
import { MAGIC_BYTES_LENGTH, matchesContentType } from "./magic-bytes";
import { UPLOAD_URL_TTL_SECONDS, uploadKinds } from "./upload-kinds";
import { presignedPath, verifyUploadSignature } from "./upload-signature";
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
      storageKey: `uploads/${input.upload_type}/${randomBytes(16).toString("hex")}.${extension}`,
      expiresAt: new Date(expires * 1000),
    })
    .returning();
  return {
    id: row!.id,
    url: presignedPath(row!.id, expires),
    method: "PUT",
    headers: { "Content-Type": input.content_type },
    expires_at: new Date(expires * 1000).toISOString(),
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
 * Receives the PUT of a presigned address: checks the signature and expiry (403), the upload
 * (404, or 409 once done), the content type (422) and the length (exactly the announced size: 413
 * when longer, 422 when shorter, 400 when cut off; the upload stays PENDING and can be sent
 * again), then that the file is what it claims and decodes (422, and the upload is REJECTED).
 * Only then does the file take its final name under DATA_DIR and the upload become COMPLETED;
 * no partial file outlives the request.
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
  if (!verifyUploadSignature(uploadId, signed.expires, signed.signature)) {
    throw new ForbiddenError("The upload address is invalid or has expired.");
  }
  const [row] = await database.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) throw new NotFoundError();
  if (row.status !== "PENDING") throw new ConflictError("This upload is already finished.");
  if (request.contentType?.split(";")[0]?.trim().toLowerCase() !== row.contentType) {
    throw ValidationError.field("content_type", `Send the file as ${row.contentType}.`);
  }
  const size = row.size ?? 0;
  checkAnnouncedLength(request.contentLength, size);
  if (!request.body || size === 0) throw ValidationError.field("file", "The file is empty.");
  const final = storagePath(row.storageKey);
  const partial = `${final}.${randomBytes(6).toString("hex")}.part`;
  await mkdir(path.dirname(final), { recursive: true });
  try {
    await writeExactly(request.body, partial, size);
    const genuine = await isGenuine(partial, row);
    const [done] = await database
      .update(uploads)
      .set({ status: genuine ? "COMPLETED" : "REJECTED", completedAt: new Date() })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, "PENDING")))
      .returning();
    if (!done) throw new ConflictError("This upload is already finished.");
    if (!genuine) throw ValidationError.field("file", messages.uploadNotMedia(row.contentType));
    await rename(partial, final);
    return toUpload(done);
  } finally {
    await rm(partial, { force: true });
  }
}

/** A completed, publicly served upload by its file name (GET /api/storage/files/{name}); 404 otherwise. */
export async function servableFile(database: Database, name: string): Promise<{ file: string; contentType: string }> {
  if (!/^[0-9a-f]{32}\.[a-z0-9]{3,4}$/.test(name)) throw new NotFoundError();
  for (const [type, kind] of Object.entries(uploadKinds)) {
    if (!kind.servedPublicly) continue;
    const [row] = await database
      .select()
      .from(uploads)
      .where(and(eq(uploads.storageKey, `uploads/${type}/${name}`), eq(uploads.status, "COMPLETED")));
    if (row) return { file: storagePath(row.storageKey), contentType: row.contentType };
  }
  throw new NotFoundError();
}

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
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import type { AccessContext } from "../access/access-context";
import { storagePath } from "./local-files";
import { MAGIC_BYTES_LENGTH, matchesContentType } from "./magic-bytes";
import { UPLOAD_URL_TTL_SECONDS, uploadKinds } from "./upload-kinds";
import { presignedPath, verifyUploadSignature } from "./upload-signature";

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
 * Records a pending upload and returns its signed, short-lived PUT address. The declared type and
 * size are checked here and again against the bytes that arrive.
 */
export async function createPresignedUpload(
  database: Database,
  context: AccessContext,
  input: PresignedUploadRequest,
): Promise<PresignedUpload> {
  const kind = uploadKinds[input.upload_type];
  const extension = kind.contentTypes[input.content_type];
  if (!extension)
    throw ValidationError.field("content_type", `Allowed types: ${Object.keys(kind.contentTypes).join(", ")}.`);
  if (input.size > kind.maxBytes)
    throw ValidationError.field("size", `The file may be at most ${kind.maxBytes} bytes.`);
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const [row] = await database
    .insert(uploads)
    .values({
      clientId: context.clientId,
      userId: context.userId,
      uploadType: input.upload_type,
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

class TooLargeError extends AppError {
  constructor() {
    super(422, "The file is larger than announced.", { file: ["The file is larger than announced."] });
  }
}

/** Streams `body` to `file`, refusing more than `maxBytes`; returns the byte count. */
async function writeLimited(body: ReadableStream<Uint8Array>, file: string, maxBytes: number): Promise<number> {
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      callback(written > maxBytes ? new TooLargeError() : null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    counter,
    createWriteStream(file, { mode: 0o600 }),
  );
  return written;
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

/**
 * Receives the PUT of a presigned address: checks the signature and expiry (403), the upload
 * (404, or 409 once done), the content type, the size and the magic bytes (422), then stores the
 * file under DATA_DIR and marks the upload COMPLETED (REJECTED when the content is wrong).
 */
export async function receiveUpload(
  database: Database,
  uploadId: number,
  signed: { expires: number; signature: string },
  request: { contentType: string | undefined; body: ReadableStream<Uint8Array> | null },
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
  if (!request.body) throw ValidationError.field("file", "The file is empty.");
  const final = storagePath(row.storageKey);
  const partial = `${final}.${randomBytes(6).toString("hex")}.part`;
  await mkdir(path.dirname(final), { recursive: true });
  try {
    const size = await writeLimited(request.body, partial, row.size ?? uploadKinds.profile_image.maxBytes);
    const genuine = size > 0 && matchesContentType(await readHead(partial), row.contentType);
    const [done] = await database
      .update(uploads)
      .set({ status: genuine ? "COMPLETED" : "REJECTED", size, completedAt: new Date() })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, "PENDING")))
      .returning();
    if (!done) throw new ConflictError("This upload is already finished.");
    if (!genuine) throw ValidationError.field("file", `The file is not a valid ${row.contentType} file.`);
    await rename(partial, final);
    return toUpload(done);
  } finally {
    await rm(partial, { force: true });
  }
}

/** A completed, publicly served upload by its file name (GET /api/storage/files/{name}); 404 otherwise. */
export async function servableFile(database: Database, name: string): Promise<{ file: string; contentType: string }> {
  if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(name)) throw new NotFoundError();
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

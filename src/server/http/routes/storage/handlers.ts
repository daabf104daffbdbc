import { Readable } from "node:stream";
import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { presignUpload } from "@/server/services/studies/upload-presign";
import { NotFoundError } from "@/server/errors";
import { objectStore } from "@/server/storage/store";
import { completeUpload, receiveUpload, servableFile } from "@/server/storage/uploads";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { completeRoute, fileRoute, presignRoute, uploadRoute } from "./routes";

export const handlePresign: RouteHandler<typeof presignRoute, AppEnv> = async (c) =>
  c.json({ data: await presignUpload(db(), requireContext(c), c.req.valid("json")) }, 200);

export const handleUpload: RouteHandler<typeof uploadRoute, AppEnv> = async (c) => {
  const upload = await receiveUpload(db(), c.req.valid("param").id, c.req.valid("query"), {
    contentType: c.req.header("content-type"),
    contentLength: c.req.header("content-length"),
    body: c.req.raw.body,
  });
  return c.json({ data: upload }, 200);
};

export const handleComplete: RouteHandler<typeof completeRoute, AppEnv> = async (c) =>
  c.json({ data: await completeUpload(db(), c.req.valid("param").id, c.req.valid("query")) }, 200);

export const handleFile: RouteHandler<typeof fileRoute, AppEnv> = async (c) => {
  const { key, contentType } = await servableFile(db(), c.req.valid("param").name);
  const stored = await objectStore().open(key);
  if (!stored) throw new NotFoundError();
  const body = Readable.toWeb(stored.body) as ReadableStream<Uint8Array>;
  // Names are random and content never changes under a name: cache for long, privately.
  return c.body(body, 200, {
    "Content-Type": contentType,
    "Content-Length": String(stored.size),
    "Cache-Control": "private, max-age=86400, immutable",
  });
};

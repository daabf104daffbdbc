import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getStudyTemplate, listStudyTemplates, listStudyTypes } from "@/server/services/marketplace/catalog";
import { presignUpload } from "@/server/services/studies/upload-presign";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import { cachedRead } from "../../cached-read";
import type { orderObjectUploadRoute, studyTemplateRoute, studyTemplatesRoute, studyTypesRoute } from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleStudyTypes: Handler<typeof studyTypesRoute> = async (c) => {
  const payload = { data: await listStudyTypes(db()) };
  const cache = cachedRead(c, payload);
  return cache.notModified ? c.body(null, 304, cache.headers) : c.json(payload, 200, cache.headers);
};

export const handleStudyTemplates: Handler<typeof studyTemplatesRoute> = async (c) => {
  const payload = { data: await listStudyTemplates(db(), c.req.valid("query")) };
  const cache = cachedRead(c, payload);
  return cache.notModified ? c.body(null, 304, cache.headers) : c.json(payload, 200, cache.headers);
};

export const handleStudyTemplate: Handler<typeof studyTemplateRoute> = async (c) => {
  const payload = { data: await getStudyTemplate(db(), c.req.valid("param").id) };
  const cache = cachedRead(c, payload);
  return cache.notModified ? c.body(null, 304, cache.headers) : c.json(payload, 200, cache.headers);
};

// The storage service owns presigned uploads and their study checks; this is its order_object door.
export const handleOrderObjectUpload: Handler<typeof orderObjectUploadRoute> = async (c) => {
  const input = { ...c.req.valid("json"), upload_type: "order_object" as const };
  return c.json({ data: await presignUpload(db(), requireContext(c), input) }, 200);
};

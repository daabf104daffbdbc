import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getTranscript } from "@/server/services/interviews/transcript";
import { getVideo, listParticipantVideos, setVideoPublished } from "@/server/services/videos/videos";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { getVideoRoute, getVideoTranscriptRoute, listParticipantVideosRoute, publishVideoRoute } from "./routes";

export const handleListParticipantVideos: RouteHandler<typeof listParticipantVideosRoute, AppEnv> = async (c) =>
  c.json(await listParticipantVideos(db(), requireContext(c), c.req.valid("param").id, c.req.valid("query")), 200);

export const handleGetVideo: RouteHandler<typeof getVideoRoute, AppEnv> = async (c) =>
  c.json({ data: await getVideo(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleGetVideoTranscript: RouteHandler<typeof getVideoTranscriptRoute, AppEnv> = async (c) =>
  c.json({ data: await getTranscript(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handlePublishVideo: RouteHandler<typeof publishVideoRoute, AppEnv> = async (c) => {
  const { published } = c.req.valid("json");
  return c.json({ data: await setVideoPublished(db(), requireContext(c), c.req.valid("param").id, published) }, 200);
};

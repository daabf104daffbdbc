import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { bloom } from "@/server/ai/current-engine";
import { db } from "@/server/db/client";
import { answerQuestion, askQuestion } from "@/server/services/assistant/ask";
import { createThread, deleteThread, getThread, listThreads, renameThread } from "@/server/services/assistant/threads";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { bloomAnswerMessages } from "@/lib/messages";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  askRoute,
  createThreadRoute,
  deleteThreadRoute,
  getThreadRoute,
  listThreadsRoute,
  renameThreadRoute,
} from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleCreateThread: Handler<typeof createThreadRoute> = async (c) =>
  c.json({ data: await createThread(db(), requireContext(c), c.req.valid("json").client_id) }, 201);

export const handleListThreads: Handler<typeof listThreadsRoute> = async (c) =>
  c.json(
    {
      data: await listThreads(db(), requireContext(c)),
      meta: { next_cursor: null, limit: ASSISTANT_LIMITS.threadsListed },
    },
    200,
  );

export const handleGetThread: Handler<typeof getThreadRoute> = async (c) =>
  c.json({ data: await getThread(db(), requireContext(c), c.req.valid("param").threadId) }, 200);

export const handleRenameThread: Handler<typeof renameThreadRoute> = async (c) =>
  c.json(
    { data: await renameThread(db(), requireContext(c), c.req.valid("param").threadId, c.req.valid("json").title) },
    200,
  );

export const handleDeleteThread: Handler<typeof deleteThreadRoute> = async (c) => {
  await deleteThread(db(), requireContext(c), c.req.valid("param").threadId);
  return c.body(null, 204);
};

/**
 * The answer stream. The question is checked and stored first, so every refusal is a JSON error
 * with its status; then the events flow. `no-transform` keeps proxies from compressing (and so
 * buffering) the stream, X-Accel-Buffering: no keeps nginx from holding it back.
 */
export const handleAsk: Handler<typeof askRoute> = async (c) => {
  const context = requireContext(c);
  const asked = await askQuestion(db(), context, c.req.valid("param").threadId, c.req.valid("json"));
  const abort = new AbortController();
  const log = c.var.logger;
  const response = streamSSE(
    c,
    async (stream) => {
      stream.onAbort(() => abort.abort());
      for await (const event of answerQuestion(db(), context, asked, bloom(), abort.signal, log)) {
        if (!stream.aborted) await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
      }
    },
    async (error, stream) => {
      log.error({ err: error }, "answer stream failed");
      await stream.writeSSE({ event: "error", data: JSON.stringify({ message: bloomAnswerMessages.streamFailed }) });
    },
  );
  // After streamSSE, which sets its own Cache-Control: no-cache.
  response.headers.set("Cache-Control", "no-cache, no-transform");
  response.headers.set("X-Accel-Buffering", "no");
  return response;
};

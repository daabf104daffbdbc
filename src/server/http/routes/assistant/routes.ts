import { createRoute, z } from "@hono/zod-openapi";
import { ASSISTANT_STREAM_EVENTS } from "@/lib/constants";
import {
  askSchema,
  threadCreateSchema,
  threadRenameSchema,
  threadSchema,
  threadWithMessagesSchema,
} from "@/lib/schemas/assistant";
import { cursorEnvelope, dataEnvelope, idParams } from "@/lib/schemas/common";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["AI assistant (Bloom)"];
const params = idParams("threadId");
const gate = "Needs AI_ASSISTANT (403). A thread is its member's in one client: any other is a 404.";

/** POST /api/v3/assistant/threads. */
export const createThreadRoute = createRoute({
  method: "post",
  path: "/threads",
  operationId: "createAssistantThread",
  tags,
  summary: "Start a conversation with Bloom",
  description: `A thread of the current client: client_id, when sent, must name it (the client the token or ?client_id= selects), else 404. ${gate}`,
  request: { body: jsonBody(threadCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(threadSchema), "The thread"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

/** GET /api/v3/assistant/threads. */
export const listThreadsRoute = createRoute({
  method: "get",
  path: "/threads",
  operationId: "listAssistantThreads",
  tags,
  summary: "The caller's conversations in the current client",
  description: `The most recently used first. ${gate}`,
  responses: {
    200: jsonContent(cursorEnvelope(threadSchema), "The threads"),
    ...errorResponses(401, 403),
  },
});

/** GET /api/v3/assistant/threads/{threadId}. */
export const getThreadRoute = createRoute({
  method: "get",
  path: "/threads/{threadId}",
  operationId: "getAssistantThread",
  tags,
  summary: "A conversation with its messages",
  description: `Every citation is checked against the caller's access as it is now: a source they can no longer see is left out, with what cited it (redacted true). ${gate}`,
  request: { params },
  responses: {
    200: jsonContent(dataEnvelope(threadWithMessagesSchema), "The thread and its messages"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** PATCH /api/v3/assistant/threads/{threadId}. */
export const renameThreadRoute = createRoute({
  method: "patch",
  path: "/threads/{threadId}",
  operationId: "renameAssistantThread",
  tags,
  summary: "Rename a conversation",
  request: { params, body: jsonBody(threadRenameSchema) },
  responses: {
    200: jsonContent(dataEnvelope(threadSchema), "The thread"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

/** DELETE /api/v3/assistant/threads/{threadId}. */
export const deleteThreadRoute = createRoute({
  method: "delete",
  path: "/threads/{threadId}",
  operationId: "deleteAssistantThread",
  tags,
  summary: "Delete a conversation and its messages",
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
});

/** POST /api/v3/assistant/threads/{threadId}: the answer as a server-sent event stream. */
export const askRoute = createRoute({
  method: "post",
  path: "/threads/{threadId}",
  operationId: "askAssistant",
  tags,
  summary: "Ask Bloom a question; the answer streams",
  description: [
    "Answers `text/event-stream` with named events, each one JSON object: `thread` (the thread, titled by its first question), `message_start` (the stored question and the engine that answers), then `citation` (a numbered source, sent before the text that first cites it) and `delta` (answer text, Markdown with [n] markers) as the answer is written, and last `done` (the stored answer) or `error` (a message).",
    "The answer uses only the caller's visible research (optionally narrowed to study_ids or project_id) and cites only what it used; with no support it says so.",
    "Refusals come before the stream as JSON: 403 without AI_ASSISTANT, 404 for a thread not the caller's, 422 for an empty or too long question or a scope outside the caller's access, 429 with Retry-After when the client asked too many questions this minute.",
    "Closing the connection stops the answer; what was written is kept, marked stopped.",
  ].join("\n\n"),
  request: { params, body: jsonBody(askSchema) },
  responses: {
    200: {
      description: `Events, in this order: ${ASSISTANT_STREAM_EVENTS.join(", ")}`,
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 422, 429),
  },
});

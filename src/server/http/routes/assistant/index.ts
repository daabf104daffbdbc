import { createSignedInRouter } from "../../create-router";
import {
  handleAsk,
  handleCreateThread,
  handleDeleteThread,
  handleGetThread,
  handleListThreads,
  handleRenameThread,
} from "./handlers";
import {
  askRoute,
  createThreadRoute,
  deleteThreadRoute,
  getThreadRoute,
  listThreadsRoute,
  renameThreadRoute,
} from "./routes";

/** /api/v3/assistant (001 §7): Bloom's threads and its streamed answers; every call needs a session and AI_ASSISTANT. */
export const assistantRouter = createSignedInRouter()
  .openapi(createThreadRoute, handleCreateThread)
  .openapi(listThreadsRoute, handleListThreads)
  .openapi(getThreadRoute, handleGetThread)
  .openapi(renameThreadRoute, handleRenameThread)
  .openapi(deleteThreadRoute, handleDeleteThread)
  .openapi(askRoute, handleAsk);

import type { AssistantThread, AssistantThreadWithMessages } from "../schemas/assistant";
import { apiGet, apiSend } from "./client";

/* Bloom's threads (001 §7 /v3/assistant); the answer stream is assistant-stream.ts. */

/** POST /api/v3/assistant/threads: a new thread in the current client. */
export async function createThread(clientId?: number): Promise<AssistantThread> {
  const body = clientId ? { client_id: clientId } : {};
  return (await apiSend<{ data: AssistantThread }>("POST", "/v3/assistant/threads", body)).data;
}

/** GET /api/v3/assistant/threads/{id}: a thread and its messages, citations checked again. */
export async function fetchThread(id: number): Promise<AssistantThreadWithMessages> {
  return (await apiGet<{ data: AssistantThreadWithMessages }>(`/v3/assistant/threads/${id}`)).data;
}

export async function renameThread(id: number, title: string): Promise<AssistantThread> {
  return (await apiSend<{ data: AssistantThread }>("PATCH", `/v3/assistant/threads/${id}`, { title })).data;
}

export async function deleteThread(id: number): Promise<void> {
  await apiSend<null>("DELETE", `/v3/assistant/threads/${id}`);
}

import { createParser } from "eventsource-parser";
import { bloomAnswerMessages } from "../messages/bloom-answers";
import type { AskInput, StreamEvent } from "../schemas/assistant";
import { ApiError, apiErrorOf } from "./api-error";
import { apiUrl } from "./client";
import { session } from "./session";

/*
 * Bloom's answer stream (001 §7, §8): POST /api/v3/assistant/threads/{id} answers
 * text/event-stream with named events. Sent with the bearer token (001 §6), refreshed once on a 401
 * like every call. A response that is not an event stream becomes an error: the message of its
 * JSON body, else its text.
 */

type EventSchemas = (typeof import("../schemas/assistant"))["streamEventSchemas"];

/**
 * The events' schemas, with zod: a quarter of the assistant page's script, so they load with the
 * first question (beside its request, see askBloom) instead of with the page.
 */
const eventSchemas = (): Promise<EventSchemas> =>
  import("../schemas/assistant").then((module) => module.streamEventSchemas);

/**
 * A named event with its payload checked by that event's schema: a payload the stream does not
 * promise ends the answer with an error instead of reaching the chat half-formed.
 */
function parseEvent(streamEventSchemas: EventSchemas, name: StreamEvent["event"], data: string): StreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new Error(bloomAnswerMessages.streamFailed);
  }
  const parsed = streamEventSchemas[name].safeParse(json);
  if (!parsed.success) throw new Error(bloomAnswerMessages.streamFailed);
  // TypeScript cannot tie the schema picked by `name` to the member of the union it yields.
  return { event: name, data: parsed.data } as StreamEvent;
}

/** The error of an answer that is not an event stream (001 §8). */
export async function notAStreamError(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => "")).trim();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string") {
      return apiErrorOf(response.status, body);
    }
  } catch {
    // Not JSON: the text is the message.
  }
  return new ApiError(response.status, text || `Request failed with status code ${response.status}`);
}

/** Reads an answer stream to its end, calling `onEvent` with each named event it knows, in order. */
export async function readAnswerStream(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("text/event-stream") || !response.body) throw await notAStreamError(response);
  const schemas = await eventSchemas();
  const isEventName = (name: string): name is StreamEvent["event"] => name in schemas;
  const parser = createParser({
    onEvent(message) {
      const name = message.event ?? "";
      if (isEventName(name)) onEvent(parseEvent(schemas, name, message.data));
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}

/** Asks Bloom in a thread; resolves when the answer ends, rejects with an ApiError for a refusal, or on abort. */
export async function askBloom(
  threadId: number,
  input: AskInput,
  options: { signal: AbortSignal; onEvent: (event: StreamEvent) => void },
): Promise<void> {
  const send = (token: string | null) =>
    fetch(apiUrl(`/v3/assistant/threads/${threadId}`), {
      method: "POST",
      credentials: "same-origin",
      signal: options.signal,
      headers: {
        accept: "text/event-stream",
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(input),
    });
  // The schemas start loading now, while the question travels (readAnswerStream awaits them).
  eventSchemas().catch(() => undefined);
  const token = await session.getAccessToken();
  let response = await send(token);
  if (response.status === 401 && token) {
    const fresh = await session.refresh({ phase: "call" }).catch(() => null);
    if (fresh) response = await send(fresh);
  }
  await readAnswerStream(response, options.onEvent);
}

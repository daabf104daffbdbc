import { describe, expect, it } from "vitest";
import { bloomAnswerMessages } from "../messages";
import type { StreamEvent } from "../schemas/assistant";
import { readAnswerStream } from "./assistant-stream";

const stream = (body: string) => new Response(body, { headers: { "content-type": "text/event-stream" } });

async function read(body: string): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  await readAnswerStream(stream(body), (event) => events.push(event));
  return events;
}

describe("Bloom's answer stream in the browser", () => {
  it("hands on each named event with its payload as its schema reads it, and skips unknown names", async () => {
    const events = await read(
      'event: delta\ndata: {"text":"Oat","extra":1}\n\nevent: unknown\ndata: {}\n\nevent: error\ndata: {"message":"No."}\n\n',
    );
    expect(events).toEqual([
      { event: "delta", data: { text: "Oat" } },
      { event: "error", data: { message: "No." } },
    ]);
  });

  it("ends with the stream's failure message when a payload is not what its event promises", async () => {
    await expect(read('event: delta\ndata: {"text":42}\n\n')).rejects.toThrow(bloomAnswerMessages.streamFailed);
    await expect(read("event: delta\ndata: not json\n\n")).rejects.toThrow(bloomAnswerMessages.streamFailed);
  });
});

import { useCallback, useRef, useState } from "react";
import { askBloom } from "@/lib/api/assistant-stream";
import { bloomAnswerMessages } from "@/lib/messages/bloom-answers";
import type { AskInput, AssistantMessage, AssistantThread, Citation } from "@/lib/schemas/assistant";

/** An answer being written: the question, the text and citations so far, and who writes it. */
export interface LiveAnswer {
  question: string;
  text: string;
  citations: Citation[];
  engine: string | null;
}

interface Handlers {
  /** The thread as the stream names it (titled by its first question). */
  onThread(thread: AssistantThread): void;
  /** The stored question and answer, once the answer ended (whole, stopped or failed). */
  onSettled(messages: AssistantMessage[]): void;
  /** The asker stopped it: what was written so far. */
  onStopped(answer: LiveAnswer, question: AssistantMessage | null): void;
  onError(message: string): void;
}

/**
 * Asks Bloom and follows the answer stream; `stop` aborts it (the server keeps what was written,
 * marked stopped, and records the "stop query" event).
 */
export function useAnswerStream(handlers: Handlers) {
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);

  /** Resolves with how the answer ended. */
  const ask = useCallback(
    async (threadId: number, input: AskInput): Promise<"done" | "stopped" | "error"> => {
      const abort = new AbortController();
      controller.current = abort;
      let answer: LiveAnswer = { question: input.question, text: "", citations: [], engine: null };
      let question: AssistantMessage | null = null;
      let outcome: "done" | "stopped" | "error" = "error";
      setLive(answer);
      const update = (next: Partial<LiveAnswer>) => setLive((answer = { ...answer, ...next }));
      try {
        await askBloom(threadId, input, {
          signal: abort.signal,
          onEvent(event) {
            if (event.event === "thread") handlers.onThread(event.data);
            else if (event.event === "message_start") {
              question = event.data.question;
              update({ engine: event.data.engine });
            } else if (event.event === "citation") update({ citations: [...answer.citations, event.data] });
            else if (event.event === "delta") update({ text: answer.text + event.data.text });
            else if (event.event === "done") {
              outcome = "done";
              handlers.onSettled(question ? [question, event.data.message] : [event.data.message]);
            } else if (event.event === "error") handlers.onError(event.data.message);
          },
        });
      } catch (failure) {
        if (abort.signal.aborted) {
          outcome = "stopped";
          handlers.onStopped(answer, question);
        } else handlers.onError(failure instanceof Error ? failure.message : bloomAnswerMessages.streamFailed);
      } finally {
        controller.current = null;
        setLive(null);
      }
      return outcome;
    },
    [handlers],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { live, ask, stop };
}

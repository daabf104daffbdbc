import { streamText } from "ai";
import type { Answer, AnswerInput } from "../engine-answer";
import { answerPrompt } from "../structured/answer-prompt";
import { explain } from "./explain";
import type { CallSettings } from "./openai-engine";

/**
 * Answers on an OpenAI-compatible server (AI_PROVIDER=openai): the model writes the answer from
 * the retrieved passages, streamed as it generates (chat completions with stream: true); its
 * citations are checked by the caller like any engine's.
 */
export function openAiAnswer(call: CallSettings): Answer {
  return async function* (input: AnswerInput) {
    const { system, prompt } = answerPrompt(input);
    const result = streamText({
      model: call.model,
      system,
      prompt,
      maxRetries: call.maxRetries,
      timeout: call.timeoutMs,
      abortSignal: input.signal,
      // Errors arrive as the stream's error part below; the SDK's default would also print them.
      onError: () => undefined,
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") yield part.text;
      else if (part.type === "error") throw explain("answer", part.error);
    }
  };
}

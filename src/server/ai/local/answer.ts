import type { Answer, AnswerInput } from "../engine-answer";
import { answerPrompt } from "../structured/answer-prompt";
import { LOCAL_CONTEXT_SIZE, localModel } from "./model";

/** The longest answer, in tokens (the prompt asks for at most 200 words). */
const MAX_ANSWER_TOKENS = 600;

/**
 * Answers with the GGUF model of AI_PROVIDER=local: the same prompt and retrieved passages as the
 * openai provider, the text streamed as the model writes it; its citations are checked by the
 * caller like any engine's. Stopping the answer aborts the generation.
 */
export function localAnswer({ modelPath }: { modelPath: string }): Answer {
  return (input) => streamed(modelPath, input);
}

/** node-llama-cpp reports text through a callback; the answerer's caller reads an async iterable. */
async function* streamed(modelPath: string, input: AnswerInput): AsyncIterable<string> {
  const { model, serially } = await localModel(modelPath);
  const { system, prompt } = answerPrompt(input);
  const text = new ReadableStream<string>({
    start(controller) {
      serially(async () => {
        const { LlamaChatSession } = await import("node-llama-cpp");
        const context = await model.createContext({ contextSize: LOCAL_CONTEXT_SIZE });
        try {
          const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
          await session.prompt(prompt, {
            maxTokens: MAX_ANSWER_TOKENS,
            signal: input.signal,
            // Stopped by the asker: what was written so far stands, as with the other engines.
            stopOnAbortSignal: true,
            onTextChunk: (chunk) => controller.enqueue(chunk),
          });
        } finally {
          await context.dispose();
        }
      }).then(
        () => controller.close(),
        (error: unknown) => controller.error(error),
      );
    },
  });
  yield* text;
}

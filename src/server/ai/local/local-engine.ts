import path from "node:path";
import type { Llama } from "node-llama-cpp";
import type { ZodType } from "zod";
import type { BloomEngine } from "../engine";
import { structuredEngine, type StructuredCall, zodIssues } from "../structured/structured-engine";
import { grammarSchemaOf } from "./grammar-schema";
import { localAnswer } from "./answer";
import { LOCAL_CONTEXT_SIZE, localModel } from "./model";

/*
 * Bloom's engine on a GGUF model run in this process by node-llama-cpp (AI_PROVIDER=local,
 * DESIGN §6). Its prebuilt CPU binary ships in its npm package: nothing is built or downloaded at
 * run time (build "never", no GPU builds installed, see package.json overrides). Each reply is
 * generated under a grammar made from the reply's JSON Schema, so it is JSON of the right shape,
 * then checked against the whole zod schema like the openai provider's.
 */

/** What the UI shows beside a result of this engine. */
export const localLabel = (modelPath: string) => `Bloom — ${path.basename(modelPath)} (local, node-llama-cpp)`;

export interface LocalEngineOptions {
  /** The .gguf file (AI_MODEL_PATH). */
  modelPath: string;
  /** Tokens of context per call (LOCAL_CONTEXT_SIZE by default). */
  contextSize?: number;
  /** The longest reply, in tokens. */
  maxTokens?: number;
}

type GrammarSchema = Parameters<Llama["createGrammarForJsonSchema"]>[0];

export function localEngine(options: LocalEngineOptions): BloomEngine {
  const structured: StructuredCall = async (name, schema, { system, prompt }) => {
    const { llama, model, serially } = await localModel(options.modelPath);
    return serially(async () => {
      const { LlamaChatSession } = await import("node-llama-cpp");
      // Its parameter type is inferred from a literal schema; ours is built at run time.
      const grammar = await llama.createGrammarForJsonSchema(grammarSchemaOf(schema) as GrammarSchema);
      const context = await model.createContext({ contextSize: options.contextSize ?? LOCAL_CONTEXT_SIZE });
      try {
        const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
        const reply = await session.prompt(prompt, { grammar, maxTokens: options.maxTokens ?? 2048 });
        return parseReply(name, schema, reply);
      } finally {
        await context.dispose();
      }
    });
  };

  return { ...structuredEngine(localLabel(options.modelPath), true, structured), answer: localAnswer(options) };
}

/** The reply as the schema's type, or an error saying how it does not fit. */
function parseReply<T>(name: string, schema: ZodType<T>, reply: string): T {
  const what = name.replace(/_/g, " ");
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    throw new Error(`The local model's ${what} is not JSON (it stopped after ${reply.length} characters).`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`The local model's ${what} does not fit the expected format: ${zodIssues(parsed.error)}`);
  }
  return parsed.data;
}

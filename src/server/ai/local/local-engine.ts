import path from "node:path";
import type { Llama, LlamaModel } from "node-llama-cpp";
import type { ZodType } from "zod";
import type { BloomEngine } from "../engine";
import { structuredEngine, type StructuredCall, zodIssues } from "../structured/structured-engine";
import { grammarSchemaOf } from "./grammar-schema";

/*
 * Bloom's engine on a GGUF model run in this process by node-llama-cpp (AI_PROVIDER=local,
 * DESIGN §6). Its prebuilt CPU binary ships in its npm package: nothing is built or downloaded at
 * run time (build "never", no GPU builds installed, see package.json overrides). Each reply is
 * generated under a grammar made from the reply's JSON Schema, so it is JSON of the right shape,
 * then checked against the whole zod schema like the openai provider's.
 */

export interface LocalEngineOptions {
  /** The .gguf file (AI_MODEL_PATH). */
  modelPath: string;
  /** Tokens of context per call: the prompts plus the longest reply (a study design). */
  contextSize?: number;
  /** The longest reply, in tokens. */
  maxTokens?: number;
}

type GrammarSchema = Parameters<Llama["createGrammarForJsonSchema"]>[0];

interface Loaded {
  llama: Llama;
  model: LlamaModel;
}

export function localEngine(options: LocalEngineOptions): BloomEngine {
  let loading: Promise<Loaded> | undefined;
  // Loaded on first use and kept: a model takes seconds and hundreds of MB to load.
  const load = () =>
    (loading ??= (async () => {
      const { getLlama } = await import("node-llama-cpp");
      const llama = await getLlama({ gpu: false, build: "never", skipDownload: true, progressLogs: false });
      return { llama, model: await llama.loadModel({ modelPath: options.modelPath }) };
    })());
  // One generation at a time: on two cores, parallel ones only share the CPU and each needs its own context memory.
  let queue: Promise<unknown> = Promise.resolve();

  const structured: StructuredCall = (name, schema, { system, prompt }) => {
    const run = async () => {
      const { llama, model } = await load();
      const { LlamaChatSession } = await import("node-llama-cpp");
      // Its parameter type is inferred from a literal schema; ours is built at run time.
      const grammar = await llama.createGrammarForJsonSchema(grammarSchemaOf(schema) as GrammarSchema);
      const context = await model.createContext({ contextSize: options.contextSize ?? 4096 });
      try {
        const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
        const reply = await session.prompt(prompt, { grammar, maxTokens: options.maxTokens ?? 2048 });
        return parseReply(name, schema, reply);
      } finally {
        await context.dispose();
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };

  return structuredEngine(`Bloom — ${path.basename(options.modelPath)} (local, node-llama-cpp)`, structured);
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

import type { Llama, LlamaModel } from "node-llama-cpp";

/*
 * The GGUF model of AI_PROVIDER=local, shared by the engine (outlines, designs) and the answerer
 * (the assistant): loaded once per file, on first use (seconds and hundreds of MB), on the CPU
 * with the prebuilt binary of node-llama-cpp's npm package; never built or downloaded at run time.
 */

/** Tokens of context per call: the prompts plus the longest reply (a study design). */
export const LOCAL_CONTEXT_SIZE = 4096;

export interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  /**
   * Runs `work` after every earlier one has finished: on two cores, parallel generations only
   * share the CPU, and each needs its own context's memory.
   */
  serially<T>(work: () => Promise<T>): Promise<T>;
}

const loaded = new Map<string, Promise<LoadedModel>>();

export function localModel(modelPath: string): Promise<LoadedModel> {
  let model = loaded.get(modelPath);
  if (!model) {
    model = load(modelPath);
    loaded.set(modelPath, model);
    // A failed load (a broken file) is tried again next time rather than remembered.
    model.catch(() => loaded.delete(modelPath));
  }
  return model;
}

async function load(modelPath: string): Promise<LoadedModel> {
  const { getLlama } = await import("node-llama-cpp");
  const llama = await getLlama({ gpu: false, build: "never", skipDownload: true, progressLogs: false });
  const model = await llama.loadModel({ modelPath });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    llama,
    model,
    serially(work) {
      const result = queue.then(work, work);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

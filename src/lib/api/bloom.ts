import { AI_POLLING } from "../constants";
import { aiMessages } from "../messages";
import type { AiGeneration, BriefRatingResponse, RefinedBriefResponse, TranslationResponse } from "../schemas/ai";
import { apiGet, apiSend } from "./client";

/* Bloom's calls (001 §7 /v1/ai) and the polling of a generation (001 §4, §8). */

/** POST /api/v1/ai/study-briefs/rating. */
export async function rateBrief(brief: string, studyId?: number): Promise<BriefRatingResponse> {
  const body = studyId ? { brief, study_id: studyId } : { brief };
  return (await apiSend<{ data: BriefRatingResponse }>("POST", "/v1/ai/study-briefs/rating", body)).data;
}

/** POST /api/v1/ai/study-briefs/refine: Bloom's rewrite of the brief (nothing is stored). */
export async function refineBrief(brief: string, studyId?: number): Promise<RefinedBriefResponse> {
  const body = studyId ? { brief, study_id: studyId } : { brief };
  return (await apiSend<{ data: RefinedBriefResponse }>("POST", "/v1/ai/study-briefs/refine", body)).data;
}

/** POST /api/v1/ai/translate. */
export async function translateDesign(studyId: number, to: string): Promise<TranslationResponse> {
  return (await apiSend<{ data: TranslationResponse }>("POST", "/v1/ai/translate", { study_id: studyId, to })).data;
}

type Kind = "study-outlines" | "study-designs";

/** Why polling stopped without a result: the generation failed, took too long, or was cancelled. */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly reason: "error" | "timeout" | "aborted",
  ) {
    super(message);
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new GenerationError(aiMessages.aborted, "aborted"));
      },
      { once: true },
    );
  });

/**
 * Starts a generation and polls it as the spec says (001 §4): COMPLETED is done; ERROR raises the
 * generic AI study config error; anything else polls again every 500 ms, up to 5000 ms, then the
 * timeout message; cancelling (the signal) ends with Aborted. `onProgress` gets each percentage.
 */
export async function generate(
  kind: Kind,
  body: Record<string, unknown>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<AiGeneration> {
  const started = (await apiSend<{ data: AiGeneration }>("POST", `/v1/ai/${kind}`, body)).data;
  const deadline = Date.now() + AI_POLLING.timeoutMs;
  let generation = started;
  for (;;) {
    onProgress(generation.progress);
    if (generation.status === "COMPLETED") return generation;
    if (generation.status === "ERROR") throw new GenerationError(aiMessages.generationFailed, "error");
    if (Date.now() >= deadline) throw new GenerationError(aiMessages.timedOut, "timeout");
    await pause(AI_POLLING.intervalMs, signal);
    generation = (await apiGet<{ data: AiGeneration }>(`/v1/ai/${kind}/${started.id}`)).data;
  }
}

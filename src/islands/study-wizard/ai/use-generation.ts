import { useCallback, useEffect, useRef, useState } from "react";
import { generate, GenerationError } from "@/lib/api/bloom";
import type { AiGeneration } from "@/lib/schemas/ai";

export interface GenerationState {
  running: boolean;
  percent: number;
  /** Why the last run gave no result (the spec's words), else null. */
  failure: string | null;
  run: (body: Record<string, unknown>) => Promise<AiGeneration | null>;
  cancel: () => void;
}

/**
 * One of Bloom's generations at a time for a step: starts it, polls it (lib/api/bloom), shows its
 * percentage, and answers the COMPLETED generation, or null with the failure said. Leaving the step
 * or starting again cancels the one under way.
 */
export function useGeneration(kind: "study-outlines" | "study-designs"): GenerationState {
  const [running, setRunning] = useState(false);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (body: Record<string, unknown>) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setRunning(true);
      setFailure(null);
      setPercent(0);
      try {
        return await generate(kind, body, { signal: controller.signal, onProgress: setPercent });
      } catch (error) {
        if (!(error instanceof GenerationError && error.reason === "aborted")) {
          setFailure(error instanceof Error ? error.message : String(error));
        }
        return null;
      } finally {
        if (current.current === controller) setRunning(false);
      }
    },
    [kind],
  );
  const cancel = useCallback(() => current.current?.abort(), []);
  return { running, percent, failure, run, cancel };
}

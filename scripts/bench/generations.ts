import { AI_POLLING } from "../../src/lib/constants";

export const GENERATION_BRIEF =
  "We are launching a new oat drink pack in Denmark and want to understand whether parents of young children " +
  "notice it on the shelf, understand what makes it different, and would choose it over their usual milk. " +
  "The results will decide whether we launch the pack as it is or rework the design first.";
const QUESTIONS = [
  "Do parents notice the pack on the shelf?",
  "Is what makes it different clear?",
  "Would they choose it over their usual milk?",
  "Which pack design has the strongest appeal?",
];

export type GenerationKind = "study-outlines" | "study-designs";
export type Send = (method: string, path: string, body?: unknown) => Promise<{ id: number; status: string }>;

/**
 * Bloom's generations as the wizard makes them, through the API with `bearer`: `send` waits out
 * the per-client cap (429 with Retry-After) as a person's wizard would; `generate` posts an
 * outline or a design of GENERATION_BRIEF on one AI draft and polls it to COMPLETED, answering
 * the milliseconds it took.
 */
export async function generations(url: string, bearer: string) {
  const headers = { authorization: bearer, "content-type": "application/json" };
  const send: Send = async (method, path, body) => {
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    let response = await fetch(`${url}/api${path}`, init);
    // A client runs AI_CONCURRENT_GENERATIONS_PER_CLIENT generations at once; the others wait their turn.
    while (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
      response = await fetch(`${url}/api${path}`, init);
    }
    const answer = (await response.json()) as { data: { id: number; status: string } };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const draft = await send("POST", "/studies", { ai: true, brief: GENERATION_BRIEF, market: "DK" });
  const generate = async (kind: GenerationKind, pollMs = 20) => {
    const started = performance.now();
    const body =
      kind === "study-outlines"
        ? { study_id: draft.id, brief: GENERATION_BRIEF }
        : { study_id: draft.id, brief: GENERATION_BRIEF, business_questions: QUESTIONS };
    const { id } = await send("POST", `/v1/ai/${kind}`, body);
    for (;;) {
      const { status } = await send("GET", `/v1/ai/${kind}/${id}`);
      if (status === "COMPLETED") return performance.now() - started;
      if (status === "ERROR") throw new Error(`${kind} ${id} ended in ERROR`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  return { draftId: draft.id, send, generate };
}

/** `count` researchers generating without pause, alternately outlines and designs, each polling as the wizard does. */
export function keepGenerating(generate: (kind: GenerationKind, pollMs?: number) => Promise<number>, count: number) {
  let running = true;
  const loops = Array.from({ length: count }, async (_, n) => {
    while (running) await generate(n % 2 ? "study-outlines" : "study-designs", AI_POLLING.intervalMs);
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Bloom: the assistant's answers and the AI generations of the wizard. */

/**
 * Bloom's answers. A question is one or two sentences; 1,000 characters leaves room for
 * a pasted quote while keeping retrieval and a model's prompt small.
 */
export const ASSISTANT_LIMITS = {
  questionMaxLength: 1000,
  threadTitleMaxLength: 120,
  /** Studies one question may be scoped to (the study_ids of a question). */
  scopeStudies: 50,
  /** Passages an answer is composed from: enough for three studies' themes, few enough to read. */
  passages: 8,
  /**
   * Rows of one source ranked per question: those holding every word of the question first, then
   * any word. A common word matches tens of thousands of a large client's quotes; ranking all of
   * them took 160 to 320 ms at 1,000,000 quotes, the first 1,000 matches a few milliseconds.
   */
  candidates: 1000,
  threadsListed: 100,
} as const;
/** Questions a client may ask per minute, all its members together (ASSISTANT_QUESTIONS_PER_MINUTE overrides it). */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 30;
/**
 * The built-in engine's answer is ready at once; it is sent a line at a time, this far apart, so
 * it reads as it arrives and can still be stopped (a whole answer in one frame reads as a jump).
 */
export const ASSISTANT_BUILT_IN_LINE_MS = 25;
/** The named events of the answer stream of POST /api/v3/assistant/threads/{id}, in the order they come. */
export const ASSISTANT_STREAM_EVENTS = ["thread", "message_start", "citation", "delta", "done", "error"] as const;
export const ASSISTANT_CITATION_TYPES = [
  "quote",
  "insight",
  "key_takeaway",
  "business_question",
  "transcript",
] as const;

/**
 * How a proposed design marks what the researcher must fill in: a template's placeholder ("Claim
 * 1") that the brief gave no fact for. The wizard lists such questions as needing an edit.
 */
export const FILL_IN_MARKER = "[Fill in:";

/**
 * AI generations (outlines, designs) one client may have waiting or running at once, all its
 * members together; more are refused with 429 and Retry-After. A person's wizard runs one at a
 * time, so this leaves room for a team working side by side while no client can fill the queue
 * that every client's generations share.
 */
export const AI_CONCURRENT_GENERATIONS_PER_CLIENT = 5;
/** Seconds a refused generation is told to wait: the built-in engine finishes one in about half a second. */
export const AI_GENERATION_RETRY_AFTER_SECONDS = 5;

import type { InterviewRenderInput } from "./render-interview";

const SENTENCES = [
  "So the first thing I noticed was the search bar, it is really big and clear.",
  "I'd like to compare two plans side by side before I decide & sign up.",
  "I could not find the filter for price, which annoyed me a bit.",
  "Honestly I would rather pay once than have another subscription.",
  "The checkout was quick, but the shipping costs surprised me at the end.",
  "If I had to describe it in one word: calm. Nothing shouts at you.",
];

/**
 * A plausible interview input (an utterance every 5 s, one in three with a Danish original) for
 * tests and benchmarks of the media pipeline; `key` varies the look and the cache entry.
 */
export function sampleInterview(key: string, duration: number): InterviewRenderInput {
  const utterances: InterviewRenderInput["utterances"] = [];
  for (let start = 1, i = 0; start + 3 <= duration; start += 5, i++) {
    const text = SENTENCES[i % SENTENCES.length] ?? "";
    const originalText = i % 3 === 1 ? `Det sagde jeg på dansk: ${i}. æøå` : undefined;
    utterances.push({ start, end: Math.min(duration, start + 4.5), text, ...(originalText ? { originalText } : {}) });
  }
  return {
    key,
    participant: { name: "Maria Jensen", age: 34, country: "Denmark" },
    language: "da",
    duration,
    utterances,
    scenes: [
      { start: 0, end: duration / 2, title: "Task 1 · First look at the home page" },
      { start: duration / 2, end: duration, title: "Task 2 · Compare two plans" },
    ],
  };
}

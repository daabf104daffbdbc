import type { AnswerInput, Passage } from "../engine-answer";
import type { PromptPair } from "./prompts";

/*
 * What Bloom asks a model to answer a question. The model sees the question and the
 * numbered passages retrieved from the asker's own visible research, nothing else; it must cite
 * them as [n] and may not add what they do not say. Markers it invents are dropped afterwards
 * (services/assistant/citation-stream.ts), so the instruction is a request and the check the rule.
 */

const SYSTEM = [
  "You are Bloom, the research assistant of a video-interview user-research platform.",
  "Answer the researcher's question using ONLY the numbered passages from their own studies below: quotes of participants, insights, key takeaways, business questions and transcript lines.",
  "After every claim, cite the passages it rests on as [n], e.g. [2] or [1][4]. Cite nothing else and never invent a number.",
  "If the passages do not answer the question, say so in one sentence instead of guessing.",
  "Group the answer by study, then by theme. Quote participants' words exactly when you quote them.",
  "Write Markdown: short paragraphs or bullet lists, at most 200 words. No HTML, no links.",
].join("\n");

const KIND: Record<Passage["type"], string> = {
  quote: "quote",
  transcript: "transcript line",
  insight: "insight",
  key_takeaway: "key takeaways",
  business_question: "business question with its key takeaways",
};

/** One passage as the model reads it: its number, kind, study and theme, then its text. */
function passageBlock(passage: Passage): string {
  const where = [passage.study.title, passage.theme].filter(Boolean).join(" › ");
  const who = passage.type === "quote" || passage.type === "transcript" ? ` by ${passage.title}` : "";
  const heading = passage.type === "insight" ? `${passage.title}\n` : "";
  return `[${passage.ref}] ${KIND[passage.type]}${who} (${where})\n${heading}${passage.text.trim()}`;
}

export function answerPrompt({ question, passages }: Pick<AnswerInput, "question" | "passages">): PromptPair {
  return {
    system: SYSTEM,
    prompt: `Passages:\n\n${passages.map(passageBlock).join("\n\n")}\n\nQuestion: ${question.trim()}`,
  };
}

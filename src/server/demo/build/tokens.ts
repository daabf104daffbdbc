/**
 * Fills the number tokens of insight and takeaway prose from the answers, so the words always
 * agree with the charts: {avg:KEY} {topbox:KEY} {share:KEY:N} {top:KEY} {avgsec:KEY} {completed:KEY}.
 */
import type { TaskContent } from "../content/types";
import type { BuiltAnswer } from "./types";

export interface TokenSource {
  task(key: string): TaskContent;
  answers(key: string): readonly BuiltAnswer[];
}

const pct = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0}%`;

/** Replaces every token in `text`; an unknown token or key is a content bug and throws. */
export function fillTokens(text: string, source: TokenSource): string {
  return text.replace(/\{(\w+):([\w-]+)(?::(\d+))?\}/g, (_match, name: string, key: string, arg?: string) => {
    const answers = source.answers(key);
    const n = answers.length;
    switch (name) {
      case "avg": {
        const sum = answers.reduce((total, a) => total + (a.score ?? 0), 0);
        return (n ? sum / n : 0).toFixed(1);
      }
      case "topbox":
        return pct(answers.filter((a) => (a.score ?? 0) >= 4).length, n);
      case "share": {
        const value = Number(arg);
        const hits =
          source.task(key).type === "SCORING"
            ? answers.filter((a) => a.score === value)
            : answers.filter((a) => a.choices?.includes(value));
        return pct(hits.length, n);
      }
      case "top": {
        const options = source.task(key).options ?? [];
        const counts = options.map((_, i) => answers.filter((a) => a.choices?.includes(i)).length);
        return options[counts.indexOf(Math.max(...counts))] ?? "";
      }
      case "avgsec": {
        const seconds = answers.reduce((total, a) => total + (a.seconds ?? 0), 0) / (n || 1);
        return `${Math.round(seconds)} seconds`;
      }
      case "completed":
        return pct(answers.filter((a) => a.outcome === "COMPLETED").length, n);
      default:
        throw new Error(`Unknown token {${name}:${key}}`);
    }
  });
}

/** Plain text of simple HTML (for search and exports). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

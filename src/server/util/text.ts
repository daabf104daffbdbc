/** Escapes text for HTML element content and attribute values (shared with the islands). */
export { escapeHtml } from "@/lib/html";

/** A LIKE / ILIKE pattern matching `q` anywhere, its wildcards escaped: a search for "50%" means "50%". */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

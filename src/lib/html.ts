const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and attribute values: for markup built as a string (the
 * server's documents and mails, and the <video> elements islands hand to the player).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch]!);
}

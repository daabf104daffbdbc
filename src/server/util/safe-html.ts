import sanitizeHtml from "sanitize-html";

// Rich text of key takeaways and insights: paragraphs, lists, emphasis and links, nothing that
// runs or styles. Links open as plain links; every other attribute goes.
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "a", "blockquote", "h3", "h4", "span"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/**
 * The one place stored rich text becomes HTML a page or an API answer carries: whatever was stored
 * (by a seed, an import or an editor), scripts, handlers and styles never reach a browser.
 */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, options);
}

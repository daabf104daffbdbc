/**
 * The product's name and mark, in one place: the header, the sign-in and error pages, the public
 * showreel pages, the favicon (src/pages/favicon.svg.ts), page titles and the API document.
 */
export const PRODUCT_NAME = "Fieldnote";

/**
 * The mark: a speech bubble (participants talking) around a play button (on video), in the brand
 * colours. Decorative wherever the name stands beside it, so it carries no title of its own.
 */
export function brandMarkSvg(size = 32): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" aria-hidden="true" focusable="false">` +
    '<rect width="32" height="32" rx="8" fill="#3b2e88"/>' +
    '<path d="M11 7h10a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-5.5L10 25.5V21h0a4 4 0 0 1-3-3.9V11a4 4 0 0 1 4-4z" fill="#fff"/>' +
    '<path d="M14 10.8v6.4l5.6-3.2z" fill="#ff7a59"/>' +
    "</svg>"
  );
}

/**
 * The brand colours of styles/tokens.css (hex without "#"), for what is made outside a page: the
 * PowerPoint and Word exports. Pages use the CSS custom properties.
 */
export const BRAND_COLOURS = {
  primary: "3B2E88",
  secondary: "FF7A59",
  /** --text (open-props gray-9) and --text-muted (gray-7). */
  text: "212529",
  muted: "495057",
  /** --surface-muted (gray-0) and --border (gray-3). */
  surface: "F8F9FA",
  border: "DEE2E6",
} as const;

/**
 * The documents' typeface. The portal sets the system sans-serif stack (open-props --font-sans);
 * a file names one font, and Arial is in every office suite or replaced by a metric twin
 * (Liberation Sans), so text measured for a box fits it wherever the file opens.
 */
export const DOCUMENT_FONT = "Arial";

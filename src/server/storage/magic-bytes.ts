const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

// The first bytes of each accepted format; a file whose content does not match its declared type
// is refused, so a script cannot be stored (and served) as an "image".
const signatures: Record<string, (head: Uint8Array) => boolean> = {
  "image/png": (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  "image/gif": (h) => startsWith(h, ascii("GIF87a")) || startsWith(h, ascii("GIF89a")),
  "image/webp": (h) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("WEBP"), 8),
  // ISO base media (mp4, QuickTime): a box size, then "ftyp" (older QuickTime files start with
  // "moov", "mdat" or "wide" instead).
  "video/mp4": (h) => startsWith(h, ascii("ftyp"), 4),
  "video/quicktime": (h) => ["ftyp", "moov", "mdat", "wide", "free"].some((box) => startsWith(h, ascii(box), 4)),
  // Matroska/WebM: the EBML header.
  "video/webm": (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  "application/pdf": (h) => startsWith(h, ascii("%PDF-")),
};

/** How many leading bytes matchesContentType needs. */
export const MAGIC_BYTES_LENGTH = 16;

/** Whether a file's first bytes are those of `contentType` (false for types without a signature). */
export function matchesContentType(head: Uint8Array, contentType: string): boolean {
  return signatures[contentType]?.(head) ?? false;
}

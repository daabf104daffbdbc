import { escapeHtml } from "../../util/text";

/** A simple, client-safe HTML body: paragraphs and one button-like link. No remote assets. */
export function htmlBody(
  paragraphs: readonly string[],
  action: { label: string; href: string },
  footer: string,
): string {
  const text = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n");
  const href = escapeHtml(action.href);
  return `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1d1d1f;line-height:1.5">
${text}
<p style="margin:24px 0"><a href="${href}" style="background:#3b3bd4;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(footer)}<br><a href="${href}">${href}</a></p>
</body></html>`;
}

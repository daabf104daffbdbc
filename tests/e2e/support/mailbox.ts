import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

// Mail the SMTP catcher of playwright.config.ts received (E2E_MAIL_DIR), one .eml file a message.

/** Every message sent to `to` so far, oldest first, decoded from quoted-printable. */
export function mailsTo(to: string): string[] {
  const folder = process.env.E2E_MAIL_DIR!;
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  // File names start with the arrival time and a sequence number, so they sort by arrival.
  return files
    .sort()
    .map((f) =>
      readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(mail));
}

/** Waits for the `count`-th message to `to` and returns the invitation link in it (a path). */
export async function invitationLinkTo(to: string, count = 1): Promise<string> {
  await expect
    .poll(() => mailsTo(to).length, { message: `invitation mail ${count} to ${to}` })
    .toBeGreaterThanOrEqual(count);
  const mail = mailsTo(to)[count - 1]!;
  const link = /\/auth\/register\?hash=[^\s"'<>&]+/.exec(mail);
  expect(link, "the mail carries a registration link").not.toBeNull();
  return link![0];
}

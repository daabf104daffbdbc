import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env";
import { logger } from "../logger";

/** A message ready to send: plain text and a simple HTML alternative. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; logged in outbox mode so a person can follow it. */
  link?: string;
}

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  // Rebuilt when SMTP_URL changes (tests point each file at their own server).
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

// Outbox mode: nodemailer builds the full RFC 5322 message, which is written as an .eml file.
const streamTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** Where outbox messages land when no SMTP_URL is set. */
export function outboxDir(): string {
  return path.join(env().dataDir, "outbox");
}

/**
 * Sends a message: over SMTP when SMTP_URL is set, else into DATA_DIR/outbox as an .eml file plus
 * a log line with the link (the embedded mode has no mail server; the log is how a person finds
 * the reset or invitation link).
 */
export async function deliver(mail: OutgoingMail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const message = { from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (SMTP_URL) {
    await smtpTransport(SMTP_URL).sendMail(message);
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  const info = await streamTransport.sendMail(message);
  const folder = outboxDir();
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`;
  const file = path.join(folder, name);
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  logger.info(
    { to: mail.to, subject: mail.subject, file, link: mail.link },
    `mail written to the outbox: ${mail.link ?? file}`,
  );
}

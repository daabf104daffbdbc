import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback: the portal sends through nodemailer exactly as in production
 * (SMTP_URL=smtp://127.0.0.1:<port>) and every message it accepts is saved as an .eml file, so a
 * test or a person reads the mail from one folder. playwright.config.ts starts one for the e2e run
 * (its globalTeardown stops it); `npm run cluster` one for all its nodes and workers.
 */
export interface SmtpCatcher {
  port: number;
  folder: string;
  close(): Promise<void>;
}

// The config and the teardown may load this file as two module instances: the running catcher is
// kept on globalThis, which they share in the main process.
const RUNNING = Symbol.for("portal.e2e.smtpCatcher");
const registry = globalThis as { [RUNNING]?: SmtpCatcher };

/** Starts the catcher on 127.0.0.1:`port` (0: any free port) and resolves once it listens. */
export async function startSmtpCatcher(folder: string, port = 0): Promise<SmtpCatcher> {
  mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    // nodemailer's smtp:// URL without credentials: no login, and plain text, since it would
    // upgrade to STARTTLS when offered and then refuse the server's self-signed certificate.
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        received += 1;
        const file = path.join(folder, `${Date.now()}-${String(received).padStart(4, "0")}.eml`);
        try {
          // Written under another name first, so a reader never sees half a message.
          writeFileSync(`${file}.part`, Buffer.concat(chunks));
          renameSync(`${file}.part`, file);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A failing connection must not take the test runner down with it.
  server.on("error", (error) => console.error(`[smtp-catcher] ${error.message}`));
  // Never the reason the runner stays alive (e.g. `playwright test --list`, which runs no teardown).
  server.server.unref();
  const catcher: SmtpCatcher = {
    port: (server.server.address() as AddressInfo).port,
    folder,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  registry[RUNNING] = catcher;
  return catcher;
}

/** Stops the catcher started in this process, if any. */
export async function stopSmtpCatcher(): Promise<void> {
  const catcher = registry[RUNNING];
  delete registry[RUNNING];
  await catcher?.close();
}

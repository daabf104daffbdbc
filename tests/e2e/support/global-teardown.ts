import { stopSmtpCatcher } from "../../../scripts/cluster/smtp-catcher";

/** After the run (in the main process): stop the SMTP catcher that playwright.config.ts started. */
export default async function globalTeardown(): Promise<void> {
  await stopSmtpCatcher();
}

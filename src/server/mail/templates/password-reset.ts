import { htmlBody } from "./layout";

/** The password-reset message (plain text and HTML). */
export function passwordResetMail(input: { name: string; link: string; validMinutes: number }) {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const lines = [
    greeting,
    "We received a request to reset the password of your research portal account.",
    `Choose a new password with the link below. It works once, for ${input.validMinutes} minutes.`,
  ];
  const footer = "If you did not ask for this, ignore this message: your password stays as it is.";
  return {
    subject: "Reset your password",
    text: `${lines.join("\n\n")}\n\n${input.link}\n\n${footer}\n`,
    html: htmlBody(lines, { label: "Reset password", href: input.link }, footer),
  };
}

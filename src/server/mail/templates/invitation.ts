import { htmlBody } from "./layout";

/** The invitation message (plain text and HTML); the link leads to /auth/register?hash=…. */
export function invitationMail(input: {
  inviterName: string | null;
  clientName: string;
  link: string;
  expiresAt: Date;
}) {
  const who = input.inviterName ? `${input.inviterName} has invited you` : "You have been invited";
  const lines = [
    "Hello,",
    `${who} to join ${input.clientName} on the research portal.`,
    `Complete your registration with the link below before ${input.expiresAt.toUTCString()}.`,
  ];
  const footer = "If you were not expecting this invitation, you can ignore this message.";
  return {
    subject: `You're invited to ${input.clientName}`,
    text: `${lines.join("\n\n")}\n\n${input.link}\n\n${footer}\n`,
    html: htmlBody(lines, { label: "Accept invitation", href: input.link }, footer),
  };
}

/**
 * Answers of the auth API that the specification does not quote (its own messages come from
 * src/lib/messages/). Kept together so the wording is reviewed in one place.
 */
export const authMessages = {
  loggedOut: "You have been signed out.",
  resetLinkSent: "If an account exists for this address, we have sent a link to reset the password.",
  passwordReset: "Your password has been reset. Sign in with the new password.",
  resetTokenInvalid: "This password reset link is invalid or has expired.",
  invitationInvalid: "This invitation is invalid or has expired.",
  noClientAccess: "You do not have access to any client.",
  profileOfOthers: "You can only edit your own profile.",
  uploadInvalid: "The image upload is missing or not finished.",
} as const;

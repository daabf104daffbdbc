import { requireSameOrigin } from "@/server/security/same-origin";
import { createRouter } from "../../create-router";
import { handleCheckResetToken, handlePasswordEmail, handlePasswordReset } from "./password-handlers";
import { checkResetTokenRoute, passwordEmailRoute, passwordResetRoute } from "./password-routes";
import { handleEmailExists, handleInvitedEmail, handleRegister, handleRegisterSelf } from "./registration-handlers";
import { emailExistsRoute, invitedEmailRoute, registerRoute, registerSelfRoute } from "./registration-routes";
import { handleLogin, handleLogout, handleRefresh } from "./session-handlers";
import { loginRoute, logoutRoute, refreshRoute } from "./session-routes";

const router = createRouter();
// The two endpoints the cookie authenticates refuse cross-site callers (CSRF defence in depth
// on top of SameSite=Strict).
router.use("/refresh_token", requireSameOrigin);
router.use("/logout", requireSameOrigin);

/** /api/auth (sign-in, session, registration, password reset), mounted by app.ts. */
export const authRouter = router
  .openapi(loginRoute, handleLogin)
  .openapi(logoutRoute, handleLogout)
  .openapi(refreshRoute, handleRefresh)
  .openapi(emailExistsRoute, handleEmailExists)
  .openapi(registerRoute, handleRegister)
  .openapi(registerSelfRoute, handleRegisterSelf)
  .openapi(invitedEmailRoute, handleInvitedEmail)
  .openapi(passwordEmailRoute, handlePasswordEmail)
  .openapi(checkResetTokenRoute, handleCheckResetToken)
  .openapi(passwordResetRoute, handlePasswordReset);

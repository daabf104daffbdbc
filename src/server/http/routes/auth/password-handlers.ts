import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { authMessages } from "@/server/services/auth/auth-messages";
import { checkResetToken, requestPasswordReset, resetPassword } from "@/server/services/auth/password-reset";
import type { AppEnv } from "../../app-env";
import { requestMeta } from "./cookies";
import type { checkResetTokenRoute, passwordEmailRoute, passwordResetRoute } from "./password-routes";

export const handlePasswordEmail: RouteHandler<typeof passwordEmailRoute, AppEnv> = async (c) => {
  // The delivery is not awaited: its timing would tell whether the account exists.
  await requestPasswordReset(db(), c.req.valid("json").email, requestMeta(c).address);
  return c.json({ message: authMessages.resetLinkSent }, 200);
};

export const handleCheckResetToken: RouteHandler<typeof checkResetTokenRoute, AppEnv> = async (c) => {
  const email = await checkResetToken(db(), c.req.valid("param").token, requestMeta(c).address);
  return c.json({ data: { email } }, 200);
};

export const handlePasswordReset: RouteHandler<typeof passwordResetRoute, AppEnv> = async (c) => {
  await resetPassword(db(), c.req.valid("json"), requestMeta(c).address);
  return c.json({ message: authMessages.passwordReset }, 200);
};

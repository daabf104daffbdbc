import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { emailExists, invitedEmail, registerInvited, registerSelf } from "@/server/services/auth/registration";
import type { AppEnv } from "../../app-env";
import { requestMeta, setDeviceCookie, setSessionCookie } from "./cookies";
import type { emailExistsRoute, invitedEmailRoute, registerRoute, registerSelfRoute } from "./registration-routes";

export const handleEmailExists: RouteHandler<typeof emailExistsRoute, AppEnv> = async (c) => {
  const exists = await emailExists(db(), c.req.valid("query").email, requestMeta(c).address);
  return c.json({ data: { exists } }, 200);
};

export const handleRegister: RouteHandler<typeof registerRoute, AppEnv> = async (c) => {
  const { body, refreshToken, deviceCookie } = await registerInvited(db(), c.req.valid("json"), requestMeta(c));
  setSessionCookie(c, refreshToken);
  setDeviceCookie(c, deviceCookie);
  return c.json(body, 200);
};

export const handleRegisterSelf: RouteHandler<typeof registerSelfRoute, AppEnv> = async (c) => {
  const { body, refreshToken, deviceCookie } = await registerSelf(db(), c.req.valid("json"), requestMeta(c));
  setSessionCookie(c, refreshToken);
  setDeviceCookie(c, deviceCookie);
  return c.json(body, 200);
};

export const handleInvitedEmail: RouteHandler<typeof invitedEmailRoute, AppEnv> = async (c) => {
  const email = await invitedEmail(db(), c.req.valid("param").hash, requestMeta(c).address);
  return c.json({ data: { email } }, 200);
};

import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { authMessages } from "@/server/services/auth/auth-messages";
import { login } from "@/server/services/auth/login";
import { logout, refresh } from "@/server/services/auth/session";
import type { AppEnv } from "../../app-env";
import { clearSessionCookie, requestMeta, sessionCookie, setDeviceCookie, setSessionCookie } from "./cookies";
import type { loginRoute, logoutRoute, refreshRoute } from "./session-routes";

export const handleLogin: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
  const { body, refreshToken, deviceCookie } = await login(db(), c.req.valid("json"), requestMeta(c));
  setSessionCookie(c, refreshToken);
  setDeviceCookie(c, deviceCookie);
  return c.json(body, 200);
};

export const handleLogout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
  await logout(db(), sessionCookie(c));
  clearSessionCookie(c);
  return c.json({ message: authMessages.loggedOut }, 200);
};

export const handleRefresh: RouteHandler<typeof refreshRoute, AppEnv> = async (c) => {
  try {
    const { body, refreshToken } = await refresh(
      db(),
      sessionCookie(c),
      requestMeta(c),
      c.req.valid("query").client_id,
    );
    setSessionCookie(c, refreshToken);
    return c.json(body, 200);
  } catch (error) {
    // A dead cookie is useless to keep; the page middleware then sees a signed-out browser.
    clearSessionCookie(c);
    throw error;
  }
};

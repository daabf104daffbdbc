import type { MiddlewareHandler } from "hono";
import { UnauthorizedError } from "@/server/errors";
import type { AppEnv } from "../app-env";

/**
 * Answers 401 before a route validates its input when no one is signed in, so a signed-out
 * caller learns nothing about the shape of the route (and gets 401, not 422). A signed-in user
 * without a client passes: the route decides (GET /user answers such a user 403).
 */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("userId")) throw new UnauthorizedError();
  await next();
};

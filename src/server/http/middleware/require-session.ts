import type { MiddlewareHandler } from "hono";
import { UnauthorizedError } from "@/server/errors";
import type { AppEnv } from "../create-router";

/**
 * Answers 401 before a route validates its input when no one is signed in, so a signed-out
 * caller learns nothing about the shape of the route (and gets 401, not 422).
 */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("access")) throw new UnauthorizedError();
  await next();
};

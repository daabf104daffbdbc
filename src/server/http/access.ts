import type { Context } from "hono";
import type { AccessContext } from "@/server/access/access-context";
import { UnauthorizedError } from "@/server/errors";
import type { AppEnv } from "./app-env";

/**
 * The access context of the bearer token (middleware/authenticate.ts), or a 401. Handlers pass it
 * to services, which scope every query with it.
 */
export function requireContext(c: Context<AppEnv>): AccessContext {
  const context = c.get("access");
  if (!context) throw new UnauthorizedError();
  return context;
}

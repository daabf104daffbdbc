import type { Logger } from "pino";
import type { AccessContext } from "@/server/access/access-context";

/**
 * Per-request values on the Hono context (`c.get("requestId")`, `c.var.logger`). An interface,
 * not a type alias, so that later layers add theirs by declaration merging instead of editing
 * this file, e.g. in the auth module:
 *
 *     declare module "@/server/http/app-env" {
 *       interface AppVariables { user?: SessionUser; client?: Client; permissions?: Set<Permission> }
 *     }
 */
export interface AppVariables {
  /** The request id: a sane incoming `x-request-id`, else a random UUID; echoed in the response. */
  requestId: string;
  /** pino child logger carrying `requestId`. */
  logger: Logger;
  /** The bearer token's user, when the request carried a valid one. */
  userId?: number;
  /** Who asks in which client, with which permissions (null: no access to any client). */
  access?: AccessContext | null;
}

/** The Hono environment of every API router: `Bindings.locals` are the Astro locals of the request. */
export type AppEnv = {
  Bindings: { locals?: App.Locals };
  Variables: AppVariables;
};

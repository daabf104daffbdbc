import type { MiddlewareHandler } from "hono";
import { verifyAccessToken } from "@/server/auth/access-token";
import { db } from "@/server/db/client";
import { loadAccessContext } from "@/server/access/access-context";
import type { AppEnv } from "../app-env";

/**
 * Reads `Authorization: Bearer <access token>` and puts the access context on the request: the
 * client named by `client_id` (when the user may use it), else the token's client, else the
 * user's own. No or an invalid token leaves it unset; routes that need it answer 401.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const claims = match ? await verifyAccessToken(match[1]!) : null;
  if (claims) {
    const requested = Number(c.req.query("client_id"));
    const asked =
      Number.isSafeInteger(requested) && requested > 0 ? await loadAccessContext(db(), claims.userId, requested) : null;
    const context =
      asked ??
      (await loadAccessContext(db(), claims.userId, claims.clientId)) ??
      (await loadAccessContext(db(), claims.userId, null));
    c.set("userId", claims.userId);
    c.set("access", context);
  }
  await next();
};

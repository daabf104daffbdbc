import type { RouteHandler } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import { db } from "@/server/db/client";
import { ForbiddenError } from "@/server/errors";
import { authMessages } from "@/server/services/auth/auth-messages";
import { usableClients } from "@/server/services/auth/client-list";
import { currentUser } from "@/server/services/auth/current-user";
import { updateProfile } from "@/server/services/auth/profile";
import { removeMember } from "@/server/services/team/manage";
import type { Context } from "hono";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { currentUserRoute, removeUserRoute, updateProfileRoute, userClientsRoute } from "./routes";

/** The access context, or 401 without a token and 403 for a user without any client. */
function signedInContext(c: Context<AppEnv>) {
  if (c.get("userId") && !c.get("access")) throw new ForbiddenError(authMessages.noClientAccess);
  return requireContext(c);
}

export const handleCurrentUser: RouteHandler<typeof currentUserRoute, AppEnv> = async (c) =>
  c.json({ data: await currentUser(db(), signedInContext(c)) }, 200);

export const handleUserClients: RouteHandler<typeof userClientsRoute, AppEnv> = async (c) => {
  const { clients, switched } = await usableClients(db(), signedInContext(c), c.req.valid("query").client_id);
  // Readable by scripts on purpose: it only names the client; access is checked on every request.
  if (switched) setCookie(c, "client_id", String(switched), { path: "/", sameSite: "Lax", maxAge: 365 * 86_400 });
  return c.json({ data: clients }, 200);
};

export const handleUpdateProfile: RouteHandler<typeof updateProfileRoute, AppEnv> = async (c) => {
  const user = await updateProfile(db(), signedInContext(c), c.req.valid("param").id, c.req.valid("json"));
  return c.json({ data: user }, 200);
};

export const handleRemoveUser: RouteHandler<typeof removeUserRoute, AppEnv> = async (c) => {
  await removeMember(db(), requireContext(c), c.req.valid("param").id);
  return c.body(null, 204);
};

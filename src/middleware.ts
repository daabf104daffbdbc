import { defineMiddleware, sequence } from "astro:middleware";
import { parseFeatureFlags } from "@/lib/feature-flags";
import { standInUserId } from "@/server/auth/stand-in-session";
import { db } from "@/server/db/client";
import { loadAccessContext } from "@/server/services/access-context";

/** Step 1 (000 §2 Startup): landing query parameters and the feature-flag cookie. */
const landingParameters = defineMiddleware((context, next) => {
  context.locals.flags = parseFeatureFlags(context.cookies.get("enable_feature")?.value);
  const clientId = Number(context.url.searchParams.get("client_id"));
  context.locals.requestedClientId = Number.isSafeInteger(clientId) && clientId > 0 ? clientId : null;
  context.locals.context = null;
  context.locals.userId = null;
  return next();
});

/** Step 2: authentication. */
const authentication = defineMiddleware(async (context, next) => {
  context.locals.userId = await standInUserId(db());
  return next();
});

/** Step 3: client initialisation — the requested client when the user may use it, else their own. */
const clientInitialisation = defineMiddleware(async (context, next) => {
  const { userId, requestedClientId } = context.locals;
  if (userId) {
    const requested = requestedClientId ? await loadAccessContext(db(), userId, requestedClientId) : null;
    context.locals.context = requested ?? (await loadAccessContext(db(), userId, null));
  }
  return next();
});

export const onRequest = sequence(landingParameters, authentication, clientInitialisation);

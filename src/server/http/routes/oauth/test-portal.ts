import type { OAuthRegistry } from "@/server/auth/oauth/registry";
import { createRouter } from "../../create-router";
import { errorHandler, notFoundHandler } from "../../errors";
import { requestContext } from "../../middleware/request-context";
import { createOAuthRouter } from "./index";

/** The portal origin the tests pretend to be (redirect URIs are registered under it). */
export const PORTAL = "http://portal.test";

/** An API with only the OAuth routes over `registry`, answering like the real app. */
export function oauthTestApp(registry: OAuthRegistry) {
  const api = createRouter().basePath("/api");
  api.use("*", requestContext());
  api.route(
    "/auth/oauth",
    createOAuthRouter(() => registry),
  );
  api.notFound(notFoundHandler);
  api.onError(errorHandler);
  return api;
}

/** The Set-Cookie line for `name` in a response, if any. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** `name=value` of a Set-Cookie line, as a browser would send it back. */
export function cookiePair(line: string | undefined): string {
  return (line ?? "").split(";")[0]!;
}

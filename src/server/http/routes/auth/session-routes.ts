import { messageResponseSchema } from "@/lib/schemas/common";
import { createRoute } from "@hono/zod-openapi";
import { clientIdQuerySchema, loginRequestSchema, tokenResponseSchema } from "@/lib/schemas/auth";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Auth"];
const setsCookie = {
  "Set-Cookie": {
    description: "portal_session: the refresh token (httpOnly, SameSite=Strict)",
    schema: { type: "string" as const },
  },
};

/** POST /api/auth/login. */
export const loginRoute = createRoute({
  method: "post",
  path: "/login",
  operationId: "login",
  tags,
  summary: "Sign in",
  description:
    "Answers a short-lived access token and sets the refresh cookie. An unknown e-mail and a wrong password get the same 422; failures are rate-limited (429 with Retry-After).",
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: { ...jsonContent(tokenResponseSchema, "Signed in"), headers: setsCookie },
    ...errorResponses(400, 422, 429),
  },
});

/** GET /api/auth/logout. */
export const logoutRoute = createRoute({
  method: "get",
  path: "/logout",
  operationId: "logout",
  tags,
  summary: "Sign out",
  description:
    "Ends the sign-in of the refresh cookie (its whole token family) and clears the cookie. Same-origin only.",
  responses: {
    200: jsonContent(messageResponseSchema, "Signed out"),
    ...errorResponses(403),
  },
});

/** GET /api/auth/refresh_token. */
export const refreshRoute = createRoute({
  method: "get",
  path: "/refresh_token",
  operationId: "refreshToken",
  tags,
  summary: "Refresh the access token",
  description:
    "Rotates the refresh cookie and answers a new access token. A rotated token replayed after a 5 s grace revokes its family. `client_id` switches the session's client when the user may use it. Same-origin only.",
  request: { query: clientIdQuerySchema },
  responses: {
    200: { ...jsonContent(tokenResponseSchema, "A new access token"), headers: setsCookie },
    ...errorResponses(401, 403, 422),
  },
});

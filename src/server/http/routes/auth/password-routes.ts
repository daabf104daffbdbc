import { messageResponseSchema } from "@/lib/schemas/common";
import { createRoute } from "@hono/zod-openapi";
import {
  passwordEmailRequestSchema,
  passwordResetRequestSchema,
  tokenEmailResponseSchema,
  tokenParamsSchema,
} from "@/lib/schemas/auth";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Password reset"];

/** POST /api/auth/password/email. */
export const passwordEmailRoute = createRoute({
  method: "post",
  path: "/password/email",
  operationId: "passwordResetEmail",
  tags,
  summary: "Send a password-reset link",
  description:
    "The same answer, at once, whether or not an account uses the address; the link (valid 1 hour, single use) is e-mailed in the background.",
  request: { body: jsonBody(passwordEmailRequestSchema) },
  responses: {
    200: jsonContent(messageResponseSchema, "Accepted"),
    ...errorResponses(400, 422, 429),
  },
});

/** GET /api/auth/password/check-reset-token/{token}. */
export const checkResetTokenRoute = createRoute({
  method: "get",
  path: "/password/check-reset-token/{token}",
  operationId: "passwordCheckResetToken",
  tags,
  summary: "Check a reset token",
  request: { params: tokenParamsSchema },
  responses: {
    200: jsonContent(tokenEmailResponseSchema, "The token is live; the account's e-mail"),
    ...errorResponses(404, 422, 429),
  },
});

/** POST /api/auth/password/reset. */
export const passwordResetRoute = createRoute({
  method: "post",
  path: "/password/reset",
  operationId: "passwordReset",
  tags,
  summary: "Set a new password",
  description: "Consumes the token and ends every session of the account; the person then signs in.",
  request: { body: jsonBody(passwordResetRequestSchema) },
  responses: {
    200: jsonContent(messageResponseSchema, "Password changed"),
    ...errorResponses(400, 404, 422, 429),
  },
});

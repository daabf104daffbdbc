import { createRoute } from "@hono/zod-openapi";
import {
  emailExistsResponseSchema,
  emailQuerySchema,
  hashParamsSchema,
  registerRequestSchema,
  selfRegisterRequestSchema,
  tokenEmailResponseSchema,
  tokenResponseSchema,
} from "@/lib/schemas/auth";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Registration"];

/** GET /api/auth/register/self/email/exists?email=… */
export const emailExistsRoute = createRoute({
  method: "get",
  path: "/register/self/email/exists",
  operationId: "registerEmailExists",
  tags,
  summary: "Whether an e-mail already has an account",
  description:
    "403 when self registration is off (so the lookup cannot be used to probe accounts); rate-limited per address.",
  request: { query: emailQuerySchema },
  responses: {
    200: jsonContent(emailExistsResponseSchema, "Whether the address is taken"),
    ...errorResponses(403, 422, 429),
  },
});

/** POST /api/auth/register: an invited person completes registration. */
export const registerRoute = createRoute({
  method: "post",
  path: "/register",
  operationId: "registerInvited",
  tags,
  summary: "Complete an invitation",
  description:
    "With the invitation token (`hash`): sets name and password, activates the membership and signs in (token answer and refresh cookie). 404 for an unknown, expired, revoked or used invitation.",
  request: { body: jsonBody(registerRequestSchema) },
  responses: {
    200: jsonContent(tokenResponseSchema, "Registered and signed in"),
    ...errorResponses(400, 404, 422, 429),
  },
});

/** POST /api/auth/register/self. */
export const registerSelfRoute = createRoute({
  method: "post",
  path: "/register/self",
  operationId: "registerSelf",
  tags,
  summary: "Register without an invitation",
  description:
    "Creates an account and a client it administers, then signs in. 403 'Self registering is not supported at the moment' when SELF_REGISTRATION=false; 422 'Email is already in use'.",
  request: { body: jsonBody(selfRegisterRequestSchema) },
  responses: {
    200: jsonContent(tokenResponseSchema, "Registered and signed in"),
    ...errorResponses(400, 403, 422, 429),
  },
});

/** GET /api/auth/register/get-email/{hash}. */
export const invitedEmailRoute = createRoute({
  method: "get",
  path: "/register/get-email/{hash}",
  operationId: "registerInvitedEmail",
  tags,
  summary: "The e-mail of an invitation",
  request: { params: hashParamsSchema },
  responses: {
    200: jsonContent(tokenEmailResponseSchema, "The invited address"),
    ...errorResponses(404, 422, 429),
  },
});

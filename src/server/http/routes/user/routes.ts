import { createRoute } from "@hono/zod-openapi";
import {
  clientIdQuerySchema,
  currentUserSchema,
  sessionClientSchema,
  updateProfileRequestSchema,
} from "@/lib/schemas/auth";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["User"];

/** GET /api/user: the signed-in user in the current client. */
export const currentUserRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "getCurrentUser",
  tags,
  summary: "The current user",
  description:
    "In the access token's client, or `client_id` when the user may use it. 403 without access to any client.",
  request: { query: clientIdQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(currentUserSchema), "The current user"),
    ...errorResponses(401, 403, 422),
  },
});

/** GET /api/user/clients?client_id=… */
export const userClientsRoute = createRoute({
  method: "get",
  path: "/clients",
  operationId: "getUserClients",
  tags,
  summary: "Clients the user may work in",
  description:
    "The requested client first (000 §7: the first item is used). When `client_id` is usable, also sets the `client_id` cookie (SameSite=Lax) so server-rendered pages follow the switch.",
  request: { query: clientIdQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(sessionClientSchema) }), "The clients"),
    ...errorResponses(401, 403, 422),
  },
});

/** PUT /api/user/{id}: profile update. */
export const updateProfileRoute = createRoute({
  method: "put",
  path: "/{id}",
  operationId: "updateProfile",
  tags,
  summary: "Update the profile",
  description: "Only one's own profile (403 otherwise). The image is a completed profile_image upload.",
  request: { params: idParamsSchema, body: jsonBody(updateProfileRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(currentUserSchema), "The updated user"),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

/** DELETE /api/user/{id}: remove a user from the current client (000 §7). */
export const removeUserRoute = createRoute({
  method: "delete",
  path: "/{id}",
  operationId: "removeUser",
  tags,
  summary: "Remove a user from the current client",
  description:
    "Ends the membership in the current client (project access and open invitations go with it); the user's next request there is refused. Needs EDIT_USER and a client allowing team invites, and the multiple-client rule when the user sees client-created projects. Not oneself (403). Another client's user: 404.",
  request: { params: idParamsSchema },
  responses: {
    204: { description: "Removed" },
    ...errorResponses(401, 403, 404, 422),
  },
});

import { createSignedInRouter } from "../../create-router";
import { handleCurrentUser, handleRemoveUser, handleUpdateProfile, handleUserClients } from "./handlers";
import { currentUserRoute, removeUserRoute, updateProfileRoute, userClientsRoute } from "./routes";

/** /api/user (the current user, their clients, profile), mounted by app.ts. */
export const userRouter = createSignedInRouter()
  .openapi(currentUserRoute, handleCurrentUser)
  .openapi(userClientsRoute, handleUserClients)
  .openapi(updateProfileRoute, handleUpdateProfile)
  .openapi(removeUserRoute, handleRemoveUser);

import { createSignedInRouter } from "../../create-router";
import { handleCreateOrder, handleStudyFilters } from "./handlers";
import { createOrderRoute, studyFiltersRoute } from "./routes";

/** /api/orders (001 §7 Orders), mounted by app.ts; every call needs a session. */
export const ordersRouter = createSignedInRouter()
  .openapi(createOrderRoute, handleCreateOrder)
  .openapi(studyFiltersRoute, handleStudyFilters);

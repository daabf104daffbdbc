import { createRouter } from "../../create-router";
import { getHealth } from "./handlers";
import { getHealthRoute } from "./routes";

/** /api/health, mounted by app.ts. */
export const healthRouter = createRouter().openapi(getHealthRoute, getHealth);

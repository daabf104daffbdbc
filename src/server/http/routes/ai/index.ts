import { createSignedInRouter } from "../../create-router";
import {
  handleCreateDesign,
  handleCreateOutline,
  handleGetDesign,
  handleGetOutline,
  handleRateBrief,
  handleRefineBrief,
  handleTranslate,
} from "./handlers";
import {
  createDesignRoute,
  createOutlineRoute,
  getDesignRoute,
  getOutlineRoute,
  rateBriefRoute,
  refineBriefRoute,
  translateRoute,
} from "./routes";

/** /api/v1/ai (001 §7 AI): Bloom's brief rating, generations and translation; every call needs a session. */
export const aiRouter = createSignedInRouter()
  .openapi(rateBriefRoute, handleRateBrief)
  .openapi(refineBriefRoute, handleRefineBrief)
  .openapi(createOutlineRoute, handleCreateOutline)
  .openapi(getOutlineRoute, handleGetOutline)
  .openapi(createDesignRoute, handleCreateDesign)
  .openapi(getDesignRoute, handleGetDesign)
  .openapi(translateRoute, handleTranslate);

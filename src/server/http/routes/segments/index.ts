import { createSignedInRouter } from "../../create-router";
import * as h from "./handlers";
import * as r from "./routes";

/** /api/v3/segments, mounted by app.ts. */
export const segmentsRouter = createSignedInRouter()
  .openapi(r.resolveSegmentRoute, h.handleResolveSegment)
  .openapi(r.getSegmentRoute, h.handleGetSegment)
  .openapi(r.segmentObjectivesRoute, h.handleSegmentObjectives)
  .openapi(r.segmentMaterialsRoute, h.handleSegmentMaterials)
  .openapi(r.segmentTaskDesignRoute, h.handleSegmentTaskDesign);

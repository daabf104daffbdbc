import { describe, expect, it } from "vitest";
import { app } from "@/server/http/app";

// One malformed request per signed-in router: without a session each answers 401 before its
// input is validated (a 422 would tell a stranger the route's shape).
const MALFORMED = [
  ["GET", "/v3/studies?limit=0"],
  ["GET", "/studies/not-a-number"],
  ["GET", "/v2/studies/not-a-number/objective_insights"],
  ["GET", "/projects?perPage=-1"],
  ["GET", "/v3/insights?limit=0"],
  ["GET", "/v3/quotes?limit=0"],
  ["GET", "/v3/interviews?limit=0"],
  ["GET", "/v3/segments/not-a-number"],
  ["GET", "/v3/objectives?limit=0"],
  ["GET", "/v3/business-questions?limit=0"],
  ["GET", "/v1/showreels?per_page=0"],
  ["GET", "/v3/showreels?limit=0"],
  ["GET", "/v1/published_showreels?per_page=0"],
  ["GET", "/client/not-a-number/users"],
  ["GET", "/client/not-a-number/analyze_results"],
  ["PUT", "/user"],
  ["POST", "/storage/upload/presigned"],
  ["GET", "/videos/not-a-number"],
  ["PUT", "/videos/not-a-number/publish"],
  ["GET", "/studies/not-a-number/participant_videos"],
] as const;

describe("signed-in routes, called without a session and with malformed input", () => {
  it.each(MALFORMED)("%s %s answers 401", async (method, path) => {
    const init =
      method === "GET" ? {} : { body: '{"unknown_field": true}', headers: { "content-type": "application/json" } };
    const response = await app.request(`/api${path}`, { method, ...init });
    expect(response.status, await response.text()).toBe(401);
  });

  it("leaves public routes public", async () => {
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/api/v1/public/published_showreels/unknown-link")).status).toBe(404);
  });
});

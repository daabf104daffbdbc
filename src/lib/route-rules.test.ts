import { describe, expect, it } from "vitest";
import { requiresSession, routeRule, showsChatWidget } from "./route-rules";

describe("route rules", () => {
  it.each([
    "/",
    "/home",
    "/discover",
    "/profile",
    "/users",
    "/client",
    "/assistant",
    "/studies",
    "/studies/create",
    "/studies/12",
    "/studies/12/details",
    "/studies/12/insights/3",
    "/studies/12/showreels",
    "/studies2/12",
    "/projects",
    "/projects/4/insights/9",
    "/projects2",
    "/study-segment-groups/5/interviews/7",
    "/study-segments/5/objectives/2",
    "/study-segments",
  ])("%s needs a session", (path) => {
    expect(requiresSession(path)).toBe(true);
  });

  it.each([
    "/auth/login",
    "/auth/logout",
    "/auth/register",
    "/auth/forgot_password",
    "/auth/reset_password",
    "/auth/reset_password/token123",
    "/public/showreels",
    "/public/showreels/8",
    "/public/showreels/v3/8",
    "/react",
    "/react/components",
    "/404",
    "/api/auth/login",
    "/api/v3/quotes",
  ])("%s is reachable without a session", (path) => {
    expect(requiresSession(path)).toBe(false);
  });

  it("leaves unmatched paths to the 404 page", () => {
    expect(routeRule("/no-such-page")).toBeUndefined();
    expect(routeRule("/studies/1/unknown")).toBeUndefined();
    expect(routeRule("/public/showreels/1/2")).toBeUndefined();
    expect(requiresSession("/no-such-page")).toBe(false);
  });

  it("hides the chat widget where the route opts out", () => {
    expect(showsChatWidget("/auth/login")).toBe(false);
    expect(showsChatWidget("/public/showreels/v3/1")).toBe(false);
    expect(showsChatWidget("/assistant")).toBe(false);
    expect(showsChatWidget("/home")).toBe(true);
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_RULES, requiresSession, routeRule, showsChatWidget } from "./route-rules";

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
    "/public/showreels/v3/8/embed",
    "/participate/Abc123_-xyzXYZ0123456789",
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
    expect(routeRule("/participate")).toBeUndefined();
    expect(routeRule("/participate/a/b")).toBeUndefined();
    expect(requiresSession("/no-such-page")).toBe(false);
  });

  it("hides the chat widget where the route opts out", () => {
    expect(showsChatWidget("/auth/login")).toBe(false);
    expect(showsChatWidget("/public/showreels/v3/1")).toBe(false);
    expect(showsChatWidget("/assistant")).toBe(false);
    expect(showsChatWidget("/participate/token")).toBe(false);
    expect(showsChatWidget("/home")).toBe(true);
  });
});

/** Every page file of src/pages as example addresses: `[id]` → 7, `[...rest]` → absent and 7. */
function pageAddresses(): { file: string; paths: string[] }[] {
  const root = path.resolve(import.meta.dirname, "../pages");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".astro") && !file.split(path.sep).some((part) => part.startsWith("_")),
  );
  return files.map((file) => {
    const route = `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/";
    const one = route.replace(/\[(?!\.\.\.)[^\]]+\]/g, "7");
    const rest = /\/\[\.\.\.[^\]]+\]$/;
    return { file, paths: rest.test(one) ? [one.replace(rest, "") || "/", one.replace(rest, "/7")] : [one] };
  });
}

describe("the route table and src/pages", () => {
  const pages = pageAddresses();

  it("has a rule for every page file (a page without one would be public and 404 to the rules)", () => {
    const unmatched = pages.flatMap(({ file, paths }) =>
      paths.filter((p) => !routeRule(p)).map((p) => `${file}: ${p}`),
    );
    expect(pages.length).toBeGreaterThan(30);
    expect(unmatched).toEqual([]);
  });

  it("has a page file for every rule", () => {
    const addresses = pages.flatMap((page) => page.paths);
    const orphans = ROUTE_RULES.filter((rule) => !addresses.some((p) => rule.pattern.test(p)));
    expect(orphans.map((rule) => rule.pattern.source)).toEqual([]);
  });
});

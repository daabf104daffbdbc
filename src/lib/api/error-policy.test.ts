import { describe, expect, it } from "vitest";
import { isAuthPage, isIgnoredError } from "./error-policy";

describe("the ignored cases of 000 §8", () => {
  it("ignores 401 on the login, logout and register pages", () => {
    for (const page of ["/auth/login", "/auth/logout", "/auth/register", "/auth/register/"])
      expect(isIgnoredError(401, page)).toBe(true);
    expect(isIgnoredError(401, "/studies")).toBe(false);
    expect(isAuthPage("/auth/loginx")).toBe(false);
  });
  it("ignores 422 on the login page only", () => {
    expect(isIgnoredError(422, "/auth/login")).toBe(true);
    expect(isIgnoredError(422, "/auth/register")).toBe(false);
    expect(isIgnoredError(422, "/profile")).toBe(false);
  });
  it("ignores 401 during the page-load refresh anywhere", () => {
    expect(isIgnoredError(401, "/studies", "page-load-refresh")).toBe(true);
    expect(isIgnoredError(403, "/auth/login")).toBe(false);
  });
});

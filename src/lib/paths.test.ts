import { describe, expect, it } from "vitest";
import { loginPath, normalisePath, parseId, safeRedirectPath } from "./paths";

describe("normalisePath", () => {
  it.each([
    ["/profile", "/profile"],
    ["/%70rofile", "/profile"],
    ["/PROFILE/", "/profile"],
    ["//studies//12/", "/studies/12"],
    ["/", "/"],
    ["/auth/reset_password/AbC", "/auth/reset_password/abc"],
  ])("folds %s to %s", (raw, path) => {
    expect(normalisePath(raw)).toEqual({ ok: true, path });
  });

  it.each(["/%2570rofile", "/%E0%A4%A", "/react/%2e%2e/profile", "/react%2f..%2fprofile", "/a%5cb", "/a%00b"])(
    "refuses %s",
    (raw) => {
      expect(normalisePath(raw)).toEqual({ ok: false });
    },
  );
});

describe("safeRedirectPath", () => {
  it.each(["/studies", "/studies?q=a%20b&client_id=2", "/studies/3/summary#x", "/"])("accepts %s", (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each([
    null,
    "",
    "studies",
    "//evil.example",
    "/\\evil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\tevil",
    " /studies",
    "/x" + "a".repeat(3000),
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("loginPath", () => {
  it("carries the current path as redirect_url", () => {
    expect(loginPath("/studies?q=x")).toBe("/auth/login?redirect_url=%2Fstudies%3Fq%3Dx");
  });
  it("drops unsafe, home and login targets", () => {
    expect(loginPath("//evil.example")).toBe("/auth/login");
    expect(loginPath("/")).toBe("/auth/login");
    expect(loginPath("/auth/login?redirect_url=/x")).toBe("/auth/login");
  });
});

describe("parseId", () => {
  it("reads positive integers only", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId("0")).toBeNull();
    expect(parseId("12abc")).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId("99999999999999999")).toBeNull();
  });
});

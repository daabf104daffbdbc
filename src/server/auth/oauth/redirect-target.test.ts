import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "./redirect-target";

describe("safeRedirectPath", () => {
  it.each(["/home", "/studies/12?tab=videos#top", "/auth/reset_password/abc", "/a//b"])("keeps the path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    "",
    "studies",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/studies\\..\\x",
    `/${"a".repeat(2001)}`,
  ])("replaces %j with /home", (value) => {
    expect(safeRedirectPath(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { setEnv } from "@/server/env";
import { app } from "@/server/http/app";
import { applySecurityHeaders, PAGE_CSP } from "./security-headers";

const cspOf = (kind: Parameters<typeof applySecurityHeaders>[1]) => {
  const headers = new Headers();
  applySecurityHeaders(headers, kind);
  return headers.get("content-security-policy")!;
};

describe("security headers", () => {
  it("are on every API answer, errors included", async () => {
    for (const path of ["/api/health", "/api/user", "/api/no-such-thing"]) {
      const response = await app.request(path);
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBeTruthy();
    }
  });

  it("give pages a CSP whose script-src has no 'unsafe-inline' and that forbids framing", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "page");
    const csp = headers.get("content-security-policy")!;
    expect(csp).toBe(PAGE_CSP);
    const scriptSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("leave a public page's caching alone and send no referrer from it", () => {
    const headers = new Headers({ "cache-control": "public, max-age=60" });
    applySecurityHeaders(headers, "public-page");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  describe("with external services configured (000 §7)", () => {
    afterEach(() => setEnv({ ANALYTICS_SCRIPT_URL: "", CHAT_WIDGET_SCRIPT_URL: "" }));

    it("allow their origins on signed-in pages only while they are configured", () => {
      expect(cspOf("page")).not.toContain("example");
      setEnv({
        ANALYTICS_SCRIPT_URL: "https://stats.example/a.js",
        CHAT_WIDGET_SCRIPT_URL: "https://chat.example/widget.js?key=1",
      });
      const csp = cspOf("page");
      for (const directive of ["script-src", "connect-src", "img-src", "frame-src"]) {
        const value = csp.split("; ").find((d) => d.startsWith(`${directive} `))!;
        expect(value, directive).toContain(" https://stats.example");
        expect(value, directive).toContain(" https://chat.example");
      }
      expect(csp).toMatch(/frame-ancestors 'none'/);
      // Public pages never load them: their policy stays the strict one.
      expect(cspOf("public-page")).toBe(PAGE_CSP);
      setEnv({ ANALYTICS_SCRIPT_URL: "", CHAT_WIDGET_SCRIPT_URL: "" });
      expect(cspOf("page")).toBe(PAGE_CSP);
    });
  });
});

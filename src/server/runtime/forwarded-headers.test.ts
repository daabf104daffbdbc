import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { forwardedHeaderPolicy, UNTRUSTED_PROXY_WARNING } from "./forwarded-headers";

const request = (headers: Record<string, string>) => ({ headers: { ...headers } }) as unknown as IncomingMessage;

describe("forwardedHeaderPolicy", () => {
  it("without TRUST_PROXY drops forwarded headers and warns once when X-Forwarded-For arrives", () => {
    const warnings: string[] = [];
    const apply = forwardedHeaderPolicy(false, (line) => warnings.push(line));
    const plain = request({ host: "portal" });
    apply(plain);
    expect(warnings).toEqual([]);
    const proxied = request({ "x-forwarded-for": "198.51.100.1", "x-forwarded-proto": "https", host: "portal" });
    apply(proxied);
    apply(request({ "x-forwarded-for": "198.51.100.2" }));
    expect(warnings).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(proxied.headers).toEqual({ host: "portal" });
  });

  it("with TRUST_PROXY keeps the headers and says nothing", () => {
    const warnings: string[] = [];
    const proxied = request({ "x-forwarded-for": "198.51.100.1" });
    forwardedHeaderPolicy(true, (line) => warnings.push(line))(proxied);
    expect(proxied.headers).toEqual({ "x-forwarded-for": "198.51.100.1" });
    expect(warnings).toEqual([]);
  });
});

/**
 * Helpers of the auth API tests: requests from a given peer address (as Astro's adapter records
 * it) and the session cookie of an answer.
 */
import { app } from "@/server/http/app";
import { withClientAddress } from "@/server/security/client-address";

export const DEMO_PASSWORD = "Demo-pass-1";
export const ORIGIN = "http://localhost:4321";

/** Calls the API as a browser at `address` would; `body` is sent as JSON. */
export function call(
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; address?: string; base?: string } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${options.base ?? "http://localhost:4321"}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return app.request(withClientAddress(request, options.address ?? "203.0.113.1"));
}

/** Signs in through the API. */
export const loginAs = (email: string, password = DEMO_PASSWORD, address?: string) =>
  call("/api/auth/login", { body: { email, password }, address });

/** The portal_session value a response sets ("" when it clears it, undefined when untouched). */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((line) => line.startsWith("portal_session="));
  return header === undefined ? undefined : /^portal_session=([^;]*)/.exec(header)![1];
}

/** Headers of a same-origin call carrying a session cookie. */
export const withSession = (token: string): Record<string, string> => ({
  cookie: `portal_session=${token}`,
  origin: ORIGIN,
  host: "localhost:4321",
});

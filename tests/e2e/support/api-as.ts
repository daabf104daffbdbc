import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./sign-in";

/** The API as `email` with a bearer token (as a script or another client would call it). */
export async function apiAs(page: Page, email = "admin@demo.test") {
  const login = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: "GET" | "POST" | "PUT" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api${path}`, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

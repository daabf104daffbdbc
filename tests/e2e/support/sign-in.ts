import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo-pass-1";

/**
 * Signs a demo user in through the API, as the login form does; page.request shares the browser
 * context's cookie jar, so the session cookie lands where the pages will read it.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign in as ${email}`).toBe(200);
}

import { describe, expect, it } from "vitest";
import { renderSignedIn } from "@tests/fixtures/signed-in-page";
import ClientPage from "../../src/pages/client.astro";

const render = (email: string | null) => renderSignedIn(ClientPage, "/client", email);

describe("/client", () => {
  it("lists the consultant's clients in its first HTML, the current one first and marked", async () => {
    const { status, html } = await render("consultant@demo.test");
    expect(status).toBe(200);
    expect(html).not.toContain("Loading clients");
    const current = html.indexOf("Northwind Foods");
    expect(current).toBeGreaterThan(-1);
    expect(html.indexOf("Lumen Bank")).toBeGreaterThan(current);
    expect(html).toMatch(/aria-current="true"[^>]*>\s*<span[^>]*>Northwind Foods/);
  });

  it("refuses a member who works in one client, and sends a signed-out visitor to log in", async () => {
    expect((await render("admin@demo.test")).status).toBe(403);
    const signedOut = await render(null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/auth/login");
  });
});

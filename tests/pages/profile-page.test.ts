import { describe, expect, it } from "vitest";
import { renderSignedIn } from "@tests/fixtures/signed-in-page";
import ProfilePage from "../../src/pages/profile.astro";

describe("/profile", () => {
  it("shows the member's own profile in its first HTML, Save disabled until the form's script runs", async () => {
    const { status, html } = await renderSignedIn(ProfilePage, "/profile", "admin@demo.test");
    expect(status).toBe(200);
    expect(html).not.toContain("Loading your profile");
    expect(html).toMatch(/value="admin@demo\.test"/);
    expect(html).toMatch(/name="name"[^>]*value="Anna"|value="Anna"[^>]*name="name"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it("sends a signed-out visitor to log in", async () => {
    const { status, headers } = await renderSignedIn(ProfilePage, "/profile", null);
    expect(status).toBe(302);
    expect(headers.get("location")).toContain("/auth/login");
  });
});

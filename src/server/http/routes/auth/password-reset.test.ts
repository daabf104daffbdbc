import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { setEnv } from "@/server/env";
import { call, DEMO_PASSWORD, loginAs, sessionCookieOf, withSession } from "@tests/fixtures/auth-requests";

// A real SMTP server on loopback: the product sends through nodemailer exactly as in production.
const inbox: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: "http://portal.test" });
});
afterAll(async () => {
  setEnv({ SMTP_URL: "", PUBLIC_URL: "" });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function mailTo(address: string, timeoutMs = 5_000) {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    const found = inbox.find((mail) => mail.to.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

describe("password reset", () => {
  it("mails a link; the token checks, resets the password once and ends every session", async () => {
    const oldSession = sessionCookieOf(await loginAs("researcher@demo.test"))!;
    const requested = await call("/api/auth/password/email", {
      body: { email: "researcher@demo.test", is_customer_portal: true },
    });
    expect(requested.status).toBe(200);
    const mail = await mailTo("researcher@demo.test");
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    const text = mail.raw.replace(/=\r?\n/g, "");
    const token = /http:\/\/portal\.test\/auth\/reset_password\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

    const check = await call(`/api/auth/password/check-reset-token/${token}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ data: { email: "researcher@demo.test" } });

    const password = "Brand-new-pass-9";
    const reset = await call("/api/auth/password/reset", {
      body: { token, password, password_confirmation: password },
    });
    expect(reset.status).toBe(200);
    expect((await loginAs("researcher@demo.test", password)).status).toBe(200);
    expect((await loginAs("researcher@demo.test", DEMO_PASSWORD)).status).toBe(422);
    expect((await call("/api/auth/refresh_token", { headers: withSession(oldSession) })).status).toBe(401);
    // Single use.
    expect((await call(`/api/auth/password/check-reset-token/${token}`)).status).toBe(404);
    expect(
      (await call("/api/auth/password/reset", { body: { token, password, password_confirmation: password } })).status,
    ).toBe(404);
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const known = await call("/api/auth/password/email", {
      body: { email: "viewer@demo.test", is_customer_portal: true },
    });
    const unknown = await call("/api/auth/password/email", {
      body: { email: "ghost@demo.test", is_customer_portal: true },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await mailTo("viewer@demo.test");
    expect(inbox.some((mail) => mail.to.includes("ghost@demo.test"))).toBe(false);
  });

  it("validates input: 422 for a bad e-mail and a weak password, 404 for an unknown token", async () => {
    const bad = await call("/api/auth/password/email", { body: { email: "not-an-email" } });
    expect(bad.status).toBe(422);
    const weak = await call("/api/auth/password/reset", {
      body: { token: "x", password: "short", password_confirmation: "short" },
    });
    expect(((await weak.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([
      messages.passwordHint,
    ]);
    const unknown = await call("/api/auth/password/reset", {
      body: { token: "x".repeat(43), password: "Valid-pass-1", password_confirmation: "Valid-pass-1" },
    });
    expect(unknown.status).toBe(404);
    expect((await call(`/api/auth/password/check-reset-token/${"y".repeat(43)}`)).status).toBe(404);
  });

  it("rate-limits reset requests per address with 429 and Retry-After", async () => {
    const address = "192.0.2.200";
    let last: Response | undefined;
    for (let i = 0; i < 11; i++)
      last = await call("/api/auth/password/email", { body: { email: `p${i}@demo.test` }, address });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBeTruthy();
  });
});

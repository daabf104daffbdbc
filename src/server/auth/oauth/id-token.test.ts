import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { type IdTokenClaims, identityOf, type KeySet, verifyIdToken } from "./id-token";
import { checkMicrosoftIssuer, microsoftEmailVerified } from "./microsoft";

const ISSUER = "https://id.example";
let keys: KeySet;
let sign: (claims: JWTPayload, alg?: string) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256" }] });
  sign = (claims) =>
    new SignJWT({ iss: ISSUER, aud: "portal", sub: "u1", nonce: "n1", ...claims })
      .setProtectedHeader({ alg: "ES256", kid: "k1" })
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? "5m")
      .sign(privateKey);
});

const check = () => ({ keys, issuer: ISSUER, audience: "portal", nonce: "n1" });

describe("verifyIdToken", () => {
  it("accepts a token of our issuer, for us, with our nonce", async () => {
    const claims = await verifyIdToken(await sign({ email: "a@b.test" }), check());
    expect(claims).toMatchObject({ sub: "u1", email: "a@b.test" });
  });

  it.each([
    ["another nonce", { nonce: "n2" }],
    ["no nonce", { nonce: undefined }],
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example" }],
    ["several audiences without azp", { aud: ["portal", "other"] }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("refuses %s", async (_label, claims) => {
    await expect(verifyIdToken(await sign(claims as JWTPayload), check())).rejects.toThrow();
  });

  it("refuses a token signed with a shared secret (HS256)", async () => {
    const token = await new SignJWT({ iss: ISSUER, aud: "portal", sub: "u1", nonce: "n1" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("a-client-secret-of-32-characters!"));
    await expect(verifyIdToken(token, check())).rejects.toThrow();
  });
});

describe("identityOf", () => {
  it("keeps an email only as verified as the provider says", () => {
    expect(identityOf({ sub: "s", email: "a@b.test" }, true)).toEqual({
      subject: "s",
      email: "a@b.test",
      emailVerified: true,
    });
    expect(identityOf({ sub: "s", email: "a@b.test" }, false).emailVerified).toBe(false);
    expect(identityOf({ sub: "s" }, true)).toEqual({ subject: "s", email: null, emailVerified: false });
  });
});

describe("Microsoft issuer and email checks", () => {
  const tid = "72f988bf-86f1-41af-91ab-2d7cd011db47";
  const claims = (extra: Record<string, unknown>) =>
    ({ sub: "s", tid, iss: `https://login.microsoftonline.com/${tid}/v2.0`, ...extra }) as IdTokenClaims;

  it("accepts the token's own tenant for multi-tenant settings and the named tenant", () => {
    expect(() => checkMicrosoftIssuer(claims({}), "common")).not.toThrow();
    expect(() => checkMicrosoftIssuer(claims({}), "organizations")).not.toThrow();
    expect(() => checkMicrosoftIssuer(claims({}), tid.toUpperCase())).not.toThrow();
  });

  it("refuses another tenant, a consumers mismatch and an issuer not matching tid", () => {
    expect(() => checkMicrosoftIssuer(claims({}), "9188040d-6c67-4c5b-b112-36a304b66dad")).toThrow();
    expect(() => checkMicrosoftIssuer(claims({}), "consumers")).toThrow();
    expect(() =>
      checkMicrosoftIssuer(claims({ iss: "https://login.microsoftonline.com/other/v2.0" }), "common"),
    ).toThrow();
    expect(() => checkMicrosoftIssuer(claims({ tid: undefined }), "common")).toThrow();
  });

  it("trusts an Entra email only with xms_edov or email_verified", () => {
    expect(microsoftEmailVerified(claims({ email: "a@b.test" }))).toBe(false);
    expect(microsoftEmailVerified(claims({ email: "a@b.test", xms_edov: true }))).toBe(true);
    expect(microsoftEmailVerified(claims({ email: "a@b.test", xms_edov: "1" }))).toBe(true);
    expect(microsoftEmailVerified(claims({ email: "a@b.test", email_verified: true }))).toBe(true);
  });
});

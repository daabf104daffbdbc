import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token, URL-safe; only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token (SHA-256: tokens are high-entropy, so no slow hash is needed). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

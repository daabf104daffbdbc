import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

let cached: Uint8Array | undefined;

/**
 * The key that signs access tokens: JWT_SECRET when set (required when several web processes
 * share a database), else a random key generated once into DATA_DIR/secrets/jwt.key (0600), so
 * the embedded mode needs no configuration and sessions survive restarts.
 */
export function jwtKey(): Uint8Array {
  if (cached) return cached;
  const configured = env().JWT_SECRET;
  if (configured) return (cached = new TextEncoder().encode(configured));
  const file = path.join(env().dataDir, "secrets", "jwt.key");
  try {
    cached = new Uint8Array(readFileSync(file));
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const key = randomBytes(32);
    // "wx": if another process wrote it first, use theirs.
    try {
      writeFileSync(file, key, { mode: 0o600, flag: "wx" });
      cached = new Uint8Array(key);
    } catch {
      cached = new Uint8Array(readFileSync(file));
    }
  }
  return cached;
}

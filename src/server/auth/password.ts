import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum isolated modules cannot import) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; false for a malformed hash rather than an error. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

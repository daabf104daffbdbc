/** The argon2id hash every demo login shares (hashed once per seed: hashing is slow by design). */
import { hashPassword } from "../auth/password";
import { DEMO_PASSWORD } from "./demo-logins";

/** Hashes the demo password with the product's own hasher, so its parameters have one source. */
export function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

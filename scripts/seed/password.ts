/** The argon2id hash every demo login shares (hashed once per seed: hashing is slow by design). */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { hash } from "@node-rs/argon2";
import { DEMO_PASSWORD } from "./demo-logins";

interface PasswordModule {
  hashPassword?: (password: string) => Promise<string>;
}

// The product's own hasher, when it exists, so its parameters are the single source of truth.
const productHasher = fileURLToPath(new URL("../../src/server/auth/password.ts", import.meta.url));

/** Hashes the demo password with the product's hasher, else argon2id with OWASP parameters. */
export async function hashDemoPassword(): Promise<string> {
  if (existsSync(productHasher)) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(productHasher).href)) as PasswordModule;
    if (typeof module.hashPassword === "function") return module.hashPassword(DEMO_PASSWORD);
  }
  // 2 = Argon2id (the enum is a const enum, which isolated modules cannot import).
  return hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

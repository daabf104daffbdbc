import { TRUSTED_DEVICE_FAILURES_PER_15_MINUTES } from "@/lib/constants";
import { TooManyRequestsError } from "../errors";
import type { Database } from "../db/client";
import { type LimitRule, longestWait, recordHit, usedUp } from "./rate-limit";

const MINUTE = 60;

/** The message of every 429 of the auth endpoints. */
export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** A 429 with Retry-After and a message a person can act on. */
export function tooManyAttempts(seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(seconds, tooManyAttemptsMessage(seconds));
}

/**
 * The sign-in budgets (failures only; a success clears the pair). A browser holding the device
 * cookie of the account it signs in to is trusted and counted apart (auth/device-cookie.ts); the
 * others share the address's budgets, so a crowd behind one address, or an attacker among them,
 * never locks out the people who signed in from their browsers before:
 * - per (account, address): tight, stops guessing one password from one place;
 * - per address: looser, stops one place spraying many accounts;
 * - per account across addresses: very loose, and applied only to addresses the account has never
 *   signed in from, so a botnet can exhaust it without locking the owner out of their usual place;
 * - per trusted browser: its own failures only, so a stolen device cookie is no free pass.
 */
export const loginRules = (email: string, address: string, device: string | null) => ({
  pair: { key: `login:pair:${email}|${address}`, limit: 5, windowSeconds: 15 * MINUTE },
  address: { key: `login:addr:${address}`, limit: 30, windowSeconds: 15 * MINUTE },
  account: { key: `login:account:${email}`, limit: 100, windowSeconds: 60 * MINUTE },
  device: {
    key: `login:device:${device}`,
    limit: TRUSTED_DEVICE_FAILURES_PER_15_MINUTES,
    windowSeconds: 15 * MINUTE,
  },
});

/** Registration (argon2 work per attempt): per address. */
export const registerRules = (address: string): LimitRule[] => [
  { key: `register:addr:${address}`, limit: 10, windowSeconds: 60 * MINUTE },
];

/**
 * Reset e-mails: per address (answered 429), and per account (silently not sent beyond it, so the
 * answer never tells whether the account exists, and a victim's inbox cannot be flooded).
 */
export const resetMailRules = (email: string, address: string) => ({
  address: { key: `reset-mail:addr:${address}`, limit: 10, windowSeconds: 15 * MINUTE },
  account: { key: `reset-mail:account:${email}`, limit: 3, windowSeconds: 60 * MINUTE },
});

/** Reset-token checks and resets, and e-mail lookups: per address. */
export const tokenProbeRules = (scope: "reset" | "email-exists" | "invitation", address: string): LimitRule[] => [
  { key: `${scope}:addr:${address}`, limit: 30, windowSeconds: 15 * MINUTE },
];

/** Throws the 429 when any rule is used up. */
export async function enforce(database: Database, rules: readonly LimitRule[]): Promise<void> {
  const wait = longestWait(await usedUp(database, rules));
  if (wait !== null) throw tooManyAttempts(wait);
}

/** Counts an attempt against `rules`, after refusing it with 429 when one is already used up. */
export async function countAttempt(database: Database, rules: readonly LimitRule[]): Promise<void> {
  await enforce(database, rules);
  await recordHit(database, rules);
}

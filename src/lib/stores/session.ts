import { atom } from "nanostores";
import type { CurrentUser, TokenResponse } from "../schemas/auth";

/**
 * The browser's session (DESIGN §4). The access token lives here, in memory only — never in
 * localStorage — so a script injected into another tab or a stolen disk image cannot read it.
 * `status` is "unknown" until the page-load refresh has answered.
 */
export interface SessionState {
  accessToken: string | null;
  /** Epoch milliseconds at which the server stops accepting the token. */
  expiresAt: number | null;
  user: CurrentUser | null;
  status: "unknown" | "signed-in" | "signed-out";
}

const signedOut: SessionState = { accessToken: null, expiresAt: null, user: null, status: "signed-out" };

/** The session of this tab. */
export const $session = atom<SessionState>({ ...signedOut, status: "unknown" });

/** Stores a token answer of login or refresh; `now` is injectable for tests. */
export function storeToken(token: TokenResponse, now: number = Date.now(), store = $session): void {
  store.set({
    ...store.get(),
    accessToken: token.access_token,
    expiresAt: now + token.expires_in * 1000,
    status: "signed-in",
  });
}

/** Stores the signed-in user (GET /api/user). */
export function storeUser(user: CurrentUser, store = $session): void {
  store.set({ ...store.get(), user });
}

/** Forgets the token and the user: logout, or a refresh the server refused. */
export function resetSession(store = $session): void {
  store.set({ ...signedOut });
}

import type { TokenResponse } from "../schemas/auth";
import { $session, resetSession, type SessionState, storeToken } from "../stores/session";
import { ApiError, apiErrorOf, readBody } from "./api-error";
import { isIgnoredError } from "./error-policy";
import { releaseRefreshLock, withRefreshLock } from "./refresh-lock";
import { type KeyValueStorage, local, session as tabStorage } from "./storage";

const TAB_ID_KEY = "refresh_tab_id";

/** 000 §4, §9: a token counts as expired 10 s before its expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

/** Whether the session holds a token that is still good for at least the margin. */
export function isTokenFresh(state: SessionState, now: number): boolean {
  return Boolean(state.accessToken && state.expiresAt && now < state.expiresAt - TOKEN_EXPIRY_MARGIN_MS);
}

export interface SessionDeps {
  fetch: typeof fetch;
  /** Holds the cross-tab lock: localStorage in the browser. */
  lockStorage: KeyValueStorage;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  location: { pathname: string; assign(url: string): void };
  store: typeof $session;
  tabId: string;
}

export interface RefreshOptions {
  /** "page-load": the refresh every page load makes; its 401 is ignored (000 §8). */
  phase?: "page-load" | "call";
  /** Switches the session's client (GET /api/auth/refresh_token?client_id=). */
  clientId?: number;
}

/** The token side of the session: refresh (shared, locked across tabs) and a valid token on demand. */
export function createSession(deps: SessionDeps) {
  let inFlight: Promise<string> | null = null;

  async function callRefresh({ phase = "call", clientId }: RefreshOptions): Promise<string> {
    const query = clientId ? `?client_id=${encodeURIComponent(clientId)}` : "";
    const response = await deps.fetch(`/api/auth/refresh_token${query}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    const body = await readBody(response);
    if (response.ok) {
      storeToken(body as TokenResponse, deps.now(), deps.store);
      return (body as TokenResponse).access_token;
    }
    if (response.status === 401) {
      // The sign-in is over (expired, revoked or logged out elsewhere).
      resetSession(deps.store);
      if (!isIgnoredError(401, deps.location.pathname, phase === "page-load" ? "page-load-refresh" : "call"))
        deps.location.assign("/");
    }
    throw apiErrorOf(response.status, body);
  }

  /** Refreshes the access token. Calls made while one is in flight share it (000 §4). */
  function refresh(options: RefreshOptions = {}): Promise<string> {
    inFlight ??= withRefreshLock(() => callRefresh(options), {
      storage: deps.lockStorage,
      now: deps.now,
      sleep: deps.sleep,
      id: deps.tabId,
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /**
   * A token good for at least 10 s more, refreshing when it is missing or about to expire; null
   * when signed out. A first call before the page-load refresh answered shares that refresh.
   */
  async function getAccessToken(): Promise<string | null> {
    const state = deps.store.get();
    if (isTokenFresh(state, deps.now())) return state.accessToken;
    if (state.status === "signed-out") return null;
    try {
      return await refresh({ phase: state.status === "unknown" ? "page-load" : "call" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }

  return { refresh, getAccessToken };
}

export type Session = ReturnType<typeof createSession>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * This tab's id for the cross-tab lock, kept in sessionStorage so it survives navigations within
 * the tab: a page that replaces one which was mid-refresh recognises the lock as its own instead
 * of waiting out its 5 s.
 */
const tabId = (() => {
  const existing = tabStorage.getItem(TAB_ID_KEY);
  if (existing) return existing;
  const created = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  tabStorage.setItem(TAB_ID_KEY, created);
  return created;
})();

// A tab that closes mid-refresh must not make the other tabs wait for its lock to expire.
globalThis.addEventListener?.("pagehide", () => releaseRefreshLock(local, tabId));
const noLocation = { pathname: "/", assign: () => {} };

/** This tab's session. */
export const session: Session = createSession({
  // Late-bound, so the browser's fetch (and a test's stub) is the one called.
  fetch: (input, init) => globalThis.fetch(input, init),
  lockStorage: local,
  now: () => Date.now(),
  sleep,
  location: {
    get pathname() {
      return (globalThis.location ?? noLocation).pathname;
    },
    assign: (url) => (globalThis.location ?? noLocation).assign(url),
  },
  store: $session,
  tabId,
});

/** A valid access token, refreshing if needed; null when signed out. */
export const getAccessToken = () => session.getAccessToken();
/** Refreshes now (page load, client switch); shared with any refresh in flight. */
export const refreshSession = (options?: RefreshOptions) => session.refresh(options);

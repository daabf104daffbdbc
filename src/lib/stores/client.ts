import { atom } from "nanostores";
import { type KeyValueStorage, session as sessionStorage } from "../api/storage";
import type { CurrentUser, SessionClient } from "../schemas/auth";

/** 000 §9: the session storage key of the remembered client. */
export const CLIENT_ID_KEY = "client_id";

/** The client the portal works in for this tab. */
export const $client = atom<SessionClient | null>(null);

/** The remembered client id of this tab, if any. */
export function rememberedClientId(storage: KeyValueStorage = sessionStorage): number | null {
  const id = Number(storage.getItem(CLIENT_ID_KEY));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Makes `client` current and remembers it for this tab. */
export function setCurrentClient(client: SessionClient, storage: KeyValueStorage = sessionStorage, store = $client) {
  store.set(client);
  storage.setItem(CLIENT_ID_KEY, String(client.id));
}

export interface ClientSelectionDeps {
  /** GET /api/user/clients?client_id=…: the requested client first. */
  fetchClients: (clientId: number) => Promise<SessionClient[]>;
  storage?: KeyValueStorage;
  store?: typeof $client;
  /** Rewrites the address bar without the client_id parameter. */
  dropQueryParameter: () => void;
}

export interface ClientSelection {
  client: SessionClient;
  /** True when the requested client could not be used and the user's own one was taken. */
  changed: boolean;
}

/**
 * Client selection on login (000 §4) for users who may switch clients: the client id from the
 * query string, else the remembered one; look it up, make it current and remember it. A failed
 * lookup is swallowed and treated as a changed client (000 §8): the query parameter is removed
 * or the remembered id cleared, and the user's own client is used.
 */
export async function selectClientAtLogin(
  user: CurrentUser,
  queryClientId: string | null,
  deps: ClientSelectionDeps,
): Promise<ClientSelection> {
  const storage = deps.storage ?? sessionStorage;
  const store = deps.store ?? $client;
  if (!user.permissions.includes("ACCESS_MULTIPLE_CLIENTS")) {
    store.set(user.client);
    return { client: user.client, changed: false };
  }
  const fromQuery = Number(queryClientId);
  const requested = Number.isSafeInteger(fromQuery) && fromQuery > 0 ? fromQuery : rememberedClientId(storage);
  if (!requested) {
    store.set(user.client);
    return { client: user.client, changed: false };
  }
  try {
    const [first] = await deps.fetchClients(requested);
    if (!first) throw new Error("No client");
    setCurrentClient(first, storage, store);
    return { client: first, changed: false };
  } catch {
    if (queryClientId !== null) deps.dropQueryParameter();
    else storage.removeItem(CLIENT_ID_KEY);
    store.set(user.client);
    return { client: user.client, changed: true };
  }
}

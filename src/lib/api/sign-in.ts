import { safeRedirectPath } from "../paths";
import { selectClientAtLogin } from "../stores/client";
import { refreshSession } from "./session";
import { fetchCurrentUser, fetchUserClients } from "./user";

/**
 * What follows a successful login or registration: load the user, pick the client (000 §4) and,
 * when it is not the user's own, refresh once with it so the token and the cookie carry it. Returns
 * the page to go to: the safe redirect_url, else /home.
 */
export async function completeSignIn(location: Location = globalThis.location): Promise<string> {
  const url = new URL(location.href);
  const target = safeRedirectPath(url.searchParams.get("redirect_url")) ?? "/home";
  // client_id may sit on the login page's address or on the page it returns to.
  const queryClientId =
    url.searchParams.get("client_id") ?? new URL(target, url.origin).searchParams.get("client_id") ?? null;
  const user = await fetchCurrentUser();
  const { client } = await selectClientAtLogin(user, queryClientId, {
    fetchClients: (id) => fetchUserClients(id),
    dropQueryParameter: () => {
      url.searchParams.delete("client_id");
      history.replaceState(history.state, "", url);
    },
  });
  if (client.id !== user.client.id) {
    await refreshSession({ clientId: client.id });
    await fetchCurrentUser(client.id);
  }
  if (queryClientId && !url.searchParams.has("client_id")) {
    // The lookup failed: do not carry the unusable client into the next page either.
    const next = new URL(target, url.origin);
    next.searchParams.delete("client_id");
    return next.pathname + next.search + next.hash;
  }
  return target;
}

import { loadShellUser, type ShellUser } from "../services/auth/shell-user";

export type { ShellUser };

const perRequest = new WeakMap<object, Promise<ShellUser | null>>();

/**
 * The signed-in user's ShellUser for this request, loaded at most once even when the page and
 * the layout both ask (keyed by the request's locals object, so nothing outlives the request).
 */
export function shellUserOf(locals: App.Locals): Promise<ShellUser | null> {
  if (!locals.userId) return Promise.resolve(null);
  // The access context already carries them; the query is for a signed-in user without a client.
  const context = locals.context;
  if (context) return Promise.resolve({ ...context.person, clientName: context.clientName });
  let pending = perRequest.get(locals);
  if (!pending) perRequest.set(locals, (pending = loadShellUser(locals.userId, null)));
  return pending;
}

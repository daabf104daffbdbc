import { db } from "../db/client";

export interface ShellUser {
  name: string;
  email: string;
  /** The current client's name, for the client switcher; null without a current client. */
  clientName: string | null;
}

/**
 * The header's display name and current client name: one small prepared query per page. Kept
 * beside the header rather than in the session code because only the shell shows them.
 */
export async function loadShellUser(userId: number, clientId: number | null): Promise<ShellUser | null> {
  const { rows } = await db().$client.query<{
    name: string;
    surname: string;
    email: string;
    client_name: string | null;
  }>({
    name: "shell_user",
    text: `select u.name, u.surname, u.email, c.name as client_name
             from users u left join clients c on c.id = $2
            where u.id = $1`,
    values: [userId, clientId],
  });
  const row = rows[0];
  if (!row) return null;
  return { name: `${row.name} ${row.surname}`.trim(), email: row.email, clientName: row.client_name };
}

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
  if (!pending) perRequest.set(locals, (pending = loadShellUser(locals.userId, locals.context?.clientId ?? null)));
  return pending;
}

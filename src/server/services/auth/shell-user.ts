import { db } from "../../db/client";

export interface ShellUser {
  name: string;
  email: string;
  /** The current client's name, for the client switcher; null without a current client. */
  clientName: string | null;
}

/**
 * The header's display name and current client name, for a signed-in user without an access
 * context (no current client yet): one small prepared query.
 */
export async function loadShellUser(userId: number, clientId: number | null): Promise<ShellUser | null> {
  // A named statement, planned once per pooled connection: the header of every such page reads it.
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

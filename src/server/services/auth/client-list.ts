import { and, asc, eq } from "drizzle-orm";
import type { SessionClient } from "@/lib/schemas/auth";
import type { Database } from "../../db/client";
import { clients, memberships } from "../../db/schema";
import { type AccessContext, loadAccessContext } from "../../access/access-context";
import { toSessionClient } from "./current-user";

/**
 * The clients the user may work in, the requested one first (000 §7: the first item is used).
 * ACCESS_ALL_CLIENTS staff see every client; ACCESS_MULTIPLE_CLIENTS users their active
 * memberships; everyone else only the current client. `switched` is the requested client when
 * the user may use it.
 */
export async function usableClients(
  database: Database,
  context: AccessContext,
  requestedId?: number,
): Promise<{ clients: SessionClient[]; switched: number | null }> {
  let rows: (typeof clients.$inferSelect)[];
  if (context.permissions.has("ACCESS_ALL_CLIENTS")) {
    rows = await database.select().from(clients).orderBy(asc(clients.name));
  } else if (context.permissions.has("ACCESS_MULTIPLE_CLIENTS")) {
    rows = (
      await database
        .select({ client: clients })
        .from(memberships)
        .innerJoin(clients, eq(clients.id, memberships.clientId))
        .where(and(eq(memberships.userId, context.userId), eq(memberships.status, "ACTIVE")))
        .orderBy(asc(clients.name))
    ).map((r) => r.client);
  } else {
    rows = await database.select().from(clients).where(eq(clients.id, context.clientId));
  }
  // The list is what the user may see; the switch also needs a working access context there.
  const wanted = requestedId ? rows.find((row) => row.id === requestedId) : undefined;
  const switched = wanted && (await loadAccessContext(database, context.userId, wanted.id)) ? wanted.id : null;
  const first = switched ?? context.clientId;
  rows.sort((a, b) => Number(b.id === first) - Number(a.id === first));
  return { clients: rows.map(toSessionClient), switched };
}

/** What /client shows (000 §2): the clients the user may work in, the current one first. */
import type { SessionClient } from "@/lib/schemas/auth";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { usableClients } from "../services/auth/client-list";

export interface ClientSwitchView {
  clients: SessionClient[];
  currentClientId: number;
}

export async function clientSwitchPage(context: AccessContext): Promise<ClientSwitchView> {
  const { clients } = await usableClients(db(), context);
  return { clients, currentClientId: context.clientId };
}

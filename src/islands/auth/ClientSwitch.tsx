import { useState } from "react";
import { refreshSession } from "@/lib/api/session";
import { useHydrated } from "@/lib/hooks/use-hydrated";
// The switch's own lookup (it sets the client cookie for server pages): an action, not island data.
// eslint-disable-next-line no-restricted-imports
import { fetchUserClients } from "@/lib/api/user";
import type { SessionClient } from "@/lib/schemas/auth";
import { setCurrentClient } from "@/lib/stores/client";
import styles from "./ClientSwitch.module.css";

/**
 * The client switch screen (000 §2): the clients the user may work in (read by the page), name and
 * id; one click switches.
 */
export default function ClientSwitch({
  clients,
  currentClientId,
}: {
  clients: SessionClient[];
  currentClientId: number;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const hydrated = useHydrated();

  async function choose(client: SessionClient) {
    setSwitching(client.id);
    setFailure(null);
    try {
      // The lookup sets the client_id cookie for server pages; the refresh puts it in the token.
      const [confirmed] = await fetchUserClients(client.id);
      if (!confirmed || confirmed.id !== client.id) throw new Error("not allowed");
      await refreshSession({ clientId: client.id });
      setCurrentClient(confirmed);
      location.assign(`/home?client_id=${client.id}`);
    } catch {
      setFailure(`You cannot switch to ${client.name} right now.`);
      setSwitching(null);
    }
  }

  return (
    <>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <ul className={styles.list} aria-busy={switching !== null}>
        {clients.map((client) => {
          const current = client.id === currentClientId;
          return (
            <li key={client.id}>
              <button
                type="button"
                className={styles.choice}
                aria-current={current ? "true" : undefined}
                disabled={!hydrated || switching !== null}
                onClick={() => void choose(client)}
              >
                <span className={styles.name}>{client.name}</span>
                <span className={styles.id}>ID {client.id}</span>
                <span className={styles.state}>
                  {switching === client.id ? "Switching…" : current ? "Current" : "Switch"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

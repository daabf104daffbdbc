import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { refreshSession } from "@/lib/api/session";
import { session as tabStorage } from "@/lib/api/storage";
// The session's boot fills the shell's client store once per page: no island renders from it.
// eslint-disable-next-line no-restricted-imports
import { fetchCurrentUser } from "@/lib/api/user";
import { installChunkReload } from "@/lib/chunk-reload";
import { $client, rememberedClientId } from "@/lib/stores/client";
import { $online, trackOnline } from "@/lib/stores/network";
import styles from "./SessionBoot.module.css";

/**
 * Mounted once on every signed-in page (by the layout): refreshes the token on load (000 §4 —
 * its 401 is ignored), loads the user into $session and the client into $client, installs the
 * chunk-failure reload, and shows a banner while the browser is offline.
 */
export default function SessionBoot() {
  const online = useStore($online);

  useEffect(() => {
    const stopOnline = trackOnline();
    const stopChunks = installChunkReload({
      target: window,
      storage: tabStorage,
      now: () => Date.now(),
      reload: () => location.reload(),
    });
    const clientId = Number(new URLSearchParams(location.search).get("client_id")) || rememberedClientId();
    refreshSession({ phase: "page-load", clientId: clientId || undefined })
      .then(() => fetchCurrentUser(clientId))
      .then((user) => $client.set(user.client))
      // A 401 here is ignored (000 §8): $session is signed out; other failures retry on the next call.
      .catch(() => {});
    return () => {
      stopOnline();
      stopChunks();
    };
  }, []);

  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      You are offline. Changes will not be saved until the connection is back.
    </div>
  );
}

import pg from "pg";

export interface ListenHandlers {
  /** A notification's payload, as the sending transaction committed it. */
  onNotify: (payload: string) => void;
  /** The channel is heard (again): from now on no change passes unannounced. */
  onListening: () => void;
  /** The connection is lost: notifications sent from now until onListening may never arrive. */
  onLost: (error: Error) => void;
}

// Waits before each new attempt after a loss: PostgreSQL restarting takes a second or two.
const RETRY_MS = [250, 1_000, 2_000, 5_000, 15_000];

/**
 * Holds one connection of its own LISTENing on `channel` (LISTEN needs a session: it cannot come
 * from the pool, nor go through a transaction-mode PgBouncer), and reconnects after a loss until
 * stopped. What a caller keeps from the notifications must be dropped on `onLost`, since changes
 * made while nobody listened are never announced again.
 */
export function listenTo(url: string, channel: string, handlers: ListenHandlers): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  // Once per connection: its "error" and "end" may both come.
  const lost = (from: pg.Client, error: Error) => {
    if (stopped || client !== from) return;
    from.removeAllListeners();
    from.on("error", () => {});
    void from.end().catch(() => undefined);
    client = undefined;
    handlers.onLost(error);
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString: url });
    client = candidate;
    candidate.on("error", (error) => lost(candidate, error));
    candidate.on("end", () => lost(candidate, new Error("Connection ended")));
    candidate.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(candidate, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || client !== candidate) return;
    attempt = 0;
    handlers.onListening();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => undefined);
    },
  };
}

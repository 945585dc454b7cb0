import pg from "pg";
import { directDatabaseUrl } from "./config";
import { backoff, type Backoff } from "@/lib/jobs/backoff";
import { log } from "@/lib/log";

/** 0.5 s, 1 s, 2 s … at most 30 s between attempts to reconnect. */
const RECONNECT_BACKOFF: Backoff = { baseMs: 500, capMs: 30_000, jitter: "none" };

export interface Listener {
  /** True while the LISTEN connection is up (notifications can be missed otherwise). */
  readonly live: boolean;
  stop(): Promise<void>;
}

/**
 * A dedicated connection LISTENing on `channel`, reconnected with back-off when it drops.
 * `onUp` runs after every (re)connect — the moment to catch up on what was missed while down;
 * `onDown` when the connection is lost.
 */
export async function listen(channel: string, handlers: { onNotify: (payload: string) => void; onUp?: () => void; onDown?: () => void }): Promise<Listener> {
  const state = { live: false, stopped: false, client: undefined as pg.Client | undefined };
  const connect = async (attempt: number): Promise<void> => {
    if (state.stopped) return;
    // Directly to PostgreSQL: a transaction-mode pooler would hand the LISTEN to other clients.
    const client = new pg.Client({ connectionString: directDatabaseUrl() });
    state.client = client;
    const down = () => {
      if (state.client !== client) return;
      state.live = false;
      state.client = undefined;
      handlers.onDown?.();
      if (!state.stopped) setTimeout(() => void connect(attempt + 1).catch(() => undefined), backoff(attempt + 1, RECONNECT_BACKOFF));
    };
    client.on("error", down);
    client.on("end", down);
    client.on("notification", (n) => handlers.onNotify(n.payload ?? ""));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      state.live = true;
      handlers.onUp?.();
    } catch (err) {
      log.warn(`listener on ${channel} could not connect; retrying`, { error: String(err) });
      down();
    }
  };
  await connect(0);
  return {
    get live() {
      return state.live;
    },
    async stop() {
      state.stopped = true;
      state.live = false;
      const client = state.client;
      state.client = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

import "server-only";
import type { ChatappConnection } from "./connection";
import { liveProvider } from "./live-provider";
import type { ChatappProvider } from "./provider-types";
import { sandboxProvider } from "./sandbox-provider";

/** The provider of a connection: the Cloud API when live, the built-in simulation in sandbox mode. */
export function providerFor(conn: ChatappConnection, opts: { bulk?: boolean } = {}): ChatappProvider {
  return conn.mode === "sandbox" ? sandboxProvider(conn) : liveProvider(conn, opts);
}

import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { newId } from "@/lib/ids";
import { sandboxSeed } from "../sandbox-seed";

/** Sandbox identifiers are per inbox (the company's n-th sandbox number), so callbacks route exactly like live ones. */
export function sandboxIdentifiers(companyId: string, n = 0) {
  // The numbers of one company share its business account (and so its templates), as on the platform.
  return { phoneNumberId: `sandbox-${sandboxSeed(companyId, n)}`, wabaId: `sandbox-waba-${companyId}`, displayPhoneNumber: `+1 555 010 ${String(n).padStart(4, "0")} (sandbox)` };
}

/** New companies start connected to the sandbox (the embedded default is a working demo) and have their website-chat inbox. */
export async function connectSandbox(db: DbOrTx, companyId: string) {
  const ids = sandboxIdentifiers(companyId);
  const fresh = { mode: "sandbox", identifiers: ids, routingId: ids.phoneNumberId, secretCiphertext: null, status: "connected", health: null, lastCheckedAt: null, connectedAt: new Date(), updatedAt: new Date() };
  await db
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId, channel: "CHATAPP", name: ids.displayPhoneNumber, ...fresh })
    .onConflictDoUpdate({ target: [channelConnections.companyId, channelConnections.channel], targetWhere: sql`is_default`, set: fresh });
  await db
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId, channel: "WEBCHAT", name: "Website chat", mode: "live", identifiers: {}, connectedAt: new Date() })
    .onConflictDoNothing();
}

import "server-only";
import type { DbOrTx } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { newId } from "@/lib/ids";

/** Sandbox identifiers are per company, so callbacks route exactly like live ones. */
export function sandboxIdentifiers(companyId: string) {
  return { phoneNumberId: `sandbox-${companyId}`, wabaId: `sandbox-waba-${companyId}`, displayPhoneNumber: "+1 555 010 0000 (sandbox)" };
}

/** New companies start connected to the sandbox: the embedded default is a working demo. */
export async function connectSandbox(db: DbOrTx, companyId: string) {
  await db
    .insert(channelConnections)
    .values({ id: newId("chn"), companyId, channel: "CHATAPP", mode: "sandbox", identifiers: sandboxIdentifiers(companyId), routingId: sandboxIdentifiers(companyId).phoneNumberId, connectedAt: new Date() })
    .onConflictDoUpdate({
      target: [channelConnections.companyId, channelConnections.channel],
      set: { mode: "sandbox", identifiers: sandboxIdentifiers(companyId), routingId: sandboxIdentifiers(companyId).phoneNumberId, secretCiphertext: null, status: "connected", health: null, lastCheckedAt: null, connectedAt: new Date(), updatedAt: new Date() },
    });
}

import "server-only";
import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { forgetRouting } from "@/lib/channels/connections";
import { recordAudit } from "@/lib/audit/record-audit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { assertNotDeleted, inboxRowOrThrow } from "./get-inbox";
import { makeDefault } from "./make-default";
import { presentInbox } from "./present";

/**
 * Deletes an inbox: its token and routing are forgotten at once (callbacks for the account
 * are no longer taken), while the row stays so that its conversations and messages are kept,
 * readable and read-only. A deleted default hands over to the channel's oldest connected inbox.
 */
export async function deleteInbox({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await withTx(ctx, async (tctx) => {
    const row = await inboxRowOrThrow(tctx, id);
    assertNotDeleted(row);
    if (row.channel === "WEBCHAT") throw AppError.conflict("The website chat has one inbox, which cannot be deleted; turn the widget off under Settings → Website chat", { reason: "inbox_required" });
    const [deleted] = await tctx.tx
      .update(channelConnections)
      .set({ deletedAt: new Date(), isDefault: false, status: "disconnected", routingId: null, secretCiphertext: null, updatedAt: new Date() })
      .where(inCompany(channelConnections, tctx, eq(channelConnections.id, id)))
      .returning();
    if (row.isDefault) {
      const [next] = await tctx.tx
        .select({ id: channelConnections.id, channel: channelConnections.channel })
        .from(channelConnections)
        .where(inCompany(channelConnections, tctx, and(eq(channelConnections.channel, row.channel), isNull(channelConnections.deletedAt), ne(channelConnections.id, id))))
        .orderBy(desc(eq(channelConnections.status, "connected")), asc(channelConnections.createdAt))
        .limit(1);
      if (next) await makeDefault(tctx, next);
    }
    await recordAudit(tctx, { action: "inbox.deleted", target: { type: "inbox", id: row.id, label: row.name }, details: { channel: row.channel, wasConnected: row.status === "connected", wasDefault: row.isDefault } });
    return { ...deleted, before: row.routingId };
  });
  forgetRouting(row.channel, row.before);
  return presentInbox(row);
}

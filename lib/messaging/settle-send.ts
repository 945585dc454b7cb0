import "server-only";
import { sql } from "drizzle-orm";
import { channelConnections } from "@/db/schema";
import { recordActivities } from "@/lib/contacts/activity";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import type { EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import { messageEventPayload, type MessageFacts } from "@/lib/events/payloads/present";
import { channelKey, type ChannelType } from "@/lib/channels/keys";
import type { AcceptedSend, ChannelProvider } from "@/lib/channels/types";

export interface QueuedSend {
  messageId: string;
  conversationId: string;
  channel: ChannelType;
  contact: { id: string; name: string; phone: string | null; platformUserId: string };
  summary: { type: string; text: string | null; content: Record<string, unknown> };
}

function payload(q: QueuedSend, status: "sent" | "failed", platformMessageId: string | null, error?: MessageFacts["error"]) {
  return messageEventPayload({
    channel: channelKey(q.channel),
    conversationId: q.conversationId,
    contact: q.contact,
    message: { id: q.messageId, direction: "outbound", type: q.summary.type, text: q.summary.text, status, platformMessageId, platformUserId: q.contact.platformUserId, content: q.summary.content, sentAt: status === "sent" ? new Date() : null, error },
  });
}

// The platform's usage headers change slowly; one write per connection every few seconds is plenty.
const usageWrittenAt = new Map<string, number>();
const USAGE_EVERY_MS = 5_000;

/**
 * The platform accepted the message: its id, queued → sent (a receipt may already have moved
 * it further), MESSAGE_SENT on the timeline and message.sent, in one transaction; the
 * provider's after-accept step (the sandbox's receipts) joins it.
 */
export async function settleAccepted(ctx: Ctx, q: QueuedSend, sent: AcceptedSend, provider: ChannelProvider, connectionId: string) {
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    await tx.execute(sql`
      update messages set platform_message_id = ${sent.platformMessageId},
        status = case when status = 'queued' then 'sent'::message_status else status end,
        sent_at = coalesce(sent_at, now()),
        content = content || coalesce(${sent.content ? JSON.stringify(sent.content) : null}::jsonb, '{}'::jsonb)
      where id = ${q.messageId} and ${companySql(tctx)}`);
    await recordActivities(tx, tctx, [{ contactId: q.contact.id, type: "MESSAGE_SENT", data: { messageId: q.messageId, conversationId: q.conversationId, channel: channelKey(q.channel), type: q.summary.type, text: q.summary.text } }]);
    await emitEvents(tx, [{ companyId: ctx.companyId, event: "message.sent", payload: payload(q, "sent", sent.platformMessageId) }]);
    await provider.afterAccepted?.(tx, { platformMessageId: sent.platformMessageId, recipient: q.contact.platformUserId });
    if (sent.usage && Date.now() - (usageWrittenAt.get(connectionId) ?? 0) > USAGE_EVERY_MS) {
      usageWrittenAt.set(connectionId, Date.now());
      await tx.update(channelConnections).set({ platformUsage: { reportedAt: new Date().toISOString(), usage: sent.usage } }).where(byIdInCompany(channelConnections, tctx, connectionId));
    }
  });
}

/** The platform refused (or was never asked): the message stays in the thread as failed, with the reason. */
export async function settleFailed(ctx: Ctx, q: QueuedSend, error: { code?: string | number; title?: string; message: string; details?: unknown }) {
  await withTx(ctx, async ({ tx }) => {
    await tx.execute(sql`update messages set status = 'failed', failed_at = now(), error = ${JSON.stringify(error)}::jsonb where id = ${q.messageId} and ${companySql(ctx)}`);
    const names: EventName[] = ["message.status_updated"];
    await emitEvents(
      tx,
      names.map((event) => ({ companyId: ctx.companyId, event, payload: payload(q, "failed", null, error) })),
    );
  });
}

import "server-only";
import { sql } from "drizzle-orm";
import { recordActivities } from "@/lib/contacts/activity";
import type { EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import { messageEventPayload, type MessageFacts } from "@/lib/events/payloads/present";
import { withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import type { StorageSummary } from "../cloud-types";
import type { QueuedMessage } from "./queue-outbound";

function messagePayload(q: QueuedMessage, summary: StorageSummary, status: "sent" | "failed", platformMessageId: string | null, error?: MessageFacts["error"]) {
  return messageEventPayload({
    channel: "chatapp",
    conversationId: q.conversationId,
    contact: q.contact,
    message: { id: q.messageId, direction: "outbound", type: summary.type, text: summary.text, status, platformMessageId, platformUserId: q.contact.phone, content: summary.content, sentAt: status === "sent" ? new Date() : null, error },
  });
}

/**
 * The platform accepted the message: store its id, move queued → sent (a callback may
 * already have moved it further), timeline MESSAGE_SENT and message.sent, in one transaction.
 */
export async function markAccepted(ctx: Ctx, q: QueuedMessage, summary: StorageSummary, platformMessageId: string, provider: ChatappProvider) {
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    await tx.execute(sql`
      update messages set platform_message_id = ${platformMessageId},
        status = case when status = 'queued' then 'sent'::message_status else status end,
        sent_at = coalesce(sent_at, now())
      where id = ${q.messageId} and ${companySql(tctx)}`);
    await recordActivities(tx, tctx, [
      { contactId: q.contact.id, type: "MESSAGE_SENT", data: { messageId: q.messageId, conversationId: q.conversationId, channel: "chatapp", type: summary.type, text: summary.text } },
    ]);
    await emitEvents(tx, [{ companyId: ctx.companyId, event: "message.sent", payload: messagePayload(q, summary, "sent", platformMessageId) }]);
    await provider.afterAccepted?.(tx, [{ platformMessageId, to: q.contact.phone }]);
  });
}

/** The platform refused: the message stays in the thread as failed, with the platform's reason. */
export async function markFailed(ctx: Ctx, q: QueuedMessage, summary: StorageSummary, error: { code?: string | number; title?: string; message: string; details?: unknown }) {
  await withTx(ctx, async ({ tx }) => {
    await tx.execute(sql`update messages set status = 'failed', failed_at = now(), error = ${JSON.stringify(error)}::jsonb where id = ${q.messageId} and ${companySql(ctx)}`);
    const payload = messagePayload(q, summary, "failed", null, error);
    const names: EventName[] = ["message.status_updated", "chatapp.message.status_changed"];
    await emitEvents(
      tx,
      names.map((event) => ({ companyId: ctx.companyId, event, payload })),
    );
  });
}

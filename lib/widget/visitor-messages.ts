import "server-only";
import { webchatInboxId } from "./inbox";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactChannelIds, conversations, widgetVisitors } from "@/db/schema";
import { customerTyping } from "@/lib/live/typing";
import type { NormalizedMessage } from "@/lib/channels/types";
import { withTx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql, inCompany } from "@/lib/domain/tenancy";
import { applyChannelStatuses, receiveChannelMessages } from "@/lib/messaging/receive-messages";
import { fileContent, fileMessageType, storeFile, type StoredFile } from "./files";
import { presentWidgetMessage, visitorMessages } from "./history";
import { notifyVisitor } from "./push";
import type { VisitorMessageInput, WidgetMessage } from "./schemas";
import type { EffectiveSettings } from "./settings";
import { applyVisitorProfile, findVisitor, visitorCtx } from "./visitors";

/** The visitor's message as the shared channel layer's inbound shape. */
function normalized(visitorId: string, name: string | null, platformMessageId: string, text: string | null, file: StoredFile | null, payload?: string): NormalizedMessage {
  const base = { from: visitorId, name: name ?? undefined, platformMessageId, at: new Date(), countsAsUnread: true };
  // A tapped choice (webchatChoiceOf reads it back), as other channels' buttons come in.
  if (payload) return { ...base, type: "button", text, content: { body: text, payload }, events: ["widget.message.received"] };
  if (file) return { ...base, type: fileMessageType(file.mimeType), text: text ?? file.name, content: fileContent(file, text), events: ["widget.media.received"] };
  return { ...base, type: "text", text, content: { body: text }, events: ["widget.message.received"] };
}

/**
 * POST …/messages: through the channel layer's receive pipeline (contact by visitor id,
 * conversation, message, timeline, message.received + widget.*, in one transaction). A retry
 * with the same clientId is stored once and answers the first copy. The form's answers go
 * onto the contact once, after its first message.
 */
export async function receiveVisitorMessage({ settings, visitorId, input }: { settings: EffectiveSettings; visitorId: string; input: VisitorMessageInput }): Promise<{ message: WidgetMessage }> {
  const ctx = visitorCtx(settings.companyId);
  const v = await findVisitor(ctx, visitorId);
  if (!v) throw AppError.unauthorized("The visitor token names no visitor; start a new session");
  if (settings.preChatForm !== "off" && !v.formSubmittedAt) throw AppError.conflict("Fill in the pre-chat form first", { reason: "form_required" });
  const platformMessageId = `${visitorId}.${input.clientId ?? Date.now().toString(36) + Math.random().toString(36).slice(2, 8)}`;
  const file = input.file ? await storeFile(getDb(), ctx.companyId, visitorId, input.file, "file") : null;
  const to = { channel: "WEBCHAT" as const, companyId: ctx.companyId, inboxId: await webchatInboxId(ctx) };
  const [result] = await receiveChannelMessages(to, [normalized(visitorId, v.name, platformMessageId, input.text || null, file, input.payload)]);
  if (result.status === "stored" && v.formSubmittedAt && !v.profileAppliedAt) {
    await withTx(ctx, async (tctx) => {
      await applyVisitorProfile(tctx, result.contactId, v);
      await tctx.tx.update(widgetVisitors).set({ profileAppliedAt: new Date() }).where(inCompany(widgetVisitors, tctx, eq(widgetVisitors.id, visitorId)));
    });
  }
  await notifyVisitor(ctx.companyId, visitorId, "message");
  const { rows } = await getDb().execute<Parameters<typeof presentWidgetMessage>[2]>(sql`
    select id, seq, direction, type, text, content, status, created_at from messages
    where ${companySql(ctx)} and channel = 'WEBCHAT' and platform_message_id = ${platformMessageId}`);
  if (!rows[0]) throw AppError.conflict("The message was not stored; send it again", { reason: "not_stored" });
  return { message: presentWidgetMessage(ctx.companyId, visitorId, rows[0]) };
}

/** GET …/messages: the conversation after a seq (the last 100 on first load), and whether an agent is typing. */
export async function visitorHistory({ settings, visitorId, after }: { settings: EffectiveSettings; visitorId: string; after?: number }) {
  const ctx = visitorCtx(settings.companyId);
  const data = await visitorMessages(ctx, visitorId, after ?? 0);
  return { data, typing: false };
}

/** POST …/read: agent messages up to now (or up to a seq's time) are read; message.status_updated for each. */
export async function markVisitorRead({ settings, visitorId, seq }: { settings: EffectiveSettings; visitorId: string; seq?: number }) {
  const ctx = visitorCtx(settings.companyId);
  let watermark = new Date();
  if (seq !== undefined) {
    const { rows } = await getDb().execute<{ sent_at: string | Date | null }>(sql`
      select m.sent_at from messages m join contact_channel_ids i on i.contact_id = m.contact_id and i.channel = 'WEBCHAT' and ${companySql(ctx, "i")}
      where ${companySql(ctx, "m")} and m.channel = 'WEBCHAT' and m.seq = ${seq} and i.external_id = ${visitorId}`);
    if (!rows[0]?.sent_at) return { ok: true };
    watermark = new Date(rows[0].sent_at);
  }
  await getDb().update(widgetVisitors).set({ lastReadAt: watermark, lastSeenAt: new Date() }).where(inCompany(widgetVisitors, ctx, eq(widgetVisitors.id, visitorId)));
  await applyChannelStatuses("WEBCHAT", ctx.companyId, [{ recipient: visitorId, status: "read", platformMessageIds: [], watermark, at: new Date() }]);
  return { ok: true };
}

/** Agent messages pushed to a connected visitor: sent → delivered. */
export async function markDelivered(companyId: string, visitorId: string, messages: WidgetMessage[]) {
  const ids = messages.filter((m) => m.from === "agent" && m.status === "sent").map((m) => m.id);
  if (ids.length) await applyChannelStatuses("WEBCHAT", companyId, [{ recipient: visitorId, status: "delivered", platformMessageIds: ids, watermark: null, at: new Date() }]);
}

/** POST …/typing: the inbox shows "typing…" for a few seconds. */
export async function visitorTyping({ settings, visitorId }: { settings: EffectiveSettings; visitorId: string }) {
  const ctx = visitorCtx(settings.companyId);
  await getDb().update(widgetVisitors).set({ typingAt: new Date(), lastSeenAt: new Date() }).where(inCompany(widgetVisitors, ctx, eq(widgetVisitors.id, visitorId)));
  // The agents' live inbox shows it in the visitor's open conversation, when there is one.
  const [open] = await getDb()
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(contactChannelIds, and(eq(contactChannelIds.contactId, conversations.contactId), eq(contactChannelIds.channel, "WEBCHAT"), eq(contactChannelIds.externalId, visitorId)))
    .where(inCompany(conversations, ctx, eq(conversations.status, "OPEN"), eq(conversations.channel, "WEBCHAT")))
    .limit(1);
  if (open) await customerTyping(settings.companyId, open.id);
  return { ok: true };
}

import "server-only";
import { sql } from "drizzle-orm";
import type { Campaign, Template } from "@/db/schema";
import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import { getConversationsByIds } from "@/lib/conversations/get-conversation";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql } from "@/lib/domain/tenancy";
import { emitEvents } from "@/lib/events/emit";
import { conversationEventPayload } from "@/lib/events/payloads/present";
import { newSortableId } from "@/lib/ids";
import { buildCloudPayload, summarizeForStorage } from "@/lib/channels/chatapp/messaging/payloads";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { latestOrderFacts } from "@/lib/ecommerce/latest-order";
import { readsOrders, type ContactFacts, type OrderFacts } from "@/lib/templates/resolve-variables";
import { renderTemplateText, templateSendComponents } from "@/lib/templates/send-components";
import { withLinkTokens } from "../links";
import type { ClaimedRow, ClaimedSend } from "./types";

/**
 * The claimed recipients' messages, before any is sent: each contact's template components
 * resolved (campaign components win over the saved mapping), then one statement opening or
 * reusing each contact's conversation in the sending number's inbox and writing the message
 * as queued. A recipient whose
 * variables cannot be filled fails here, with nothing sent. A message id that already has its
 * row (a send taken back after its worker died) keeps it.
 */
export async function prepareSends(
  ctx: TxCtx,
  p: { campaign: Campaign; template: Template; provider: ChatappProvider; inboxId: string; claimed: ClaimedRow[]; slots: number[] },
): Promise<ClaimedSend[]> {
  const { campaign: c, template: t } = p;
  // The last orders are read only when the template's mapping uses them (a round trip per claim).
  const lastOrders = readsOrders(t) ? await latestOrderFacts(ctx, p.claimed.map((r) => r.contact_id)) : new Map<string, OrderFacts>();
  const ready: { row: ClaimedRow; slot: number; text: string; content: Record<string, unknown>; body: ClaimedSend["body"]; name: string }[] = [];
  const unfilled: { id: string; category: string; message: string }[] = [];
  p.claimed.forEach((row, i) => {
    const contact = contactFactsOf(row);
    try {
      const resolved = templateSendComponents({ template: t, contact: contact ?? {}, order: lastOrders.get(row.contact_id) ?? null, components: (c.templateComponents as TemplateComponent[] | null) ?? undefined });
      const components = withLinkTokens(resolved, c.links, row.id);
      const send = { kind: "template" as const, input: { to: row.phone, templateName: t.name, languageCode: t.language, components } };
      const summary = summarizeForStorage(send);
      const text = renderTemplateText(t, components);
      // The platform echoes biz_opaque_callback_data in every status of this message: a status
      // that arrives before we stored the platform id (or after our worker died) still finds it.
      const body = { ...buildCloudPayload(send), biz_opaque_callback_data: row.message_id };
      ready.push({ row, slot: p.slots[i] ?? p.slots[p.slots.length - 1], text, content: { ...summary.content, text, campaignId: c.id }, body, name: contact?.name ?? `+${row.phone}` });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = err.details?.reason;
      unfilled.push({ id: row.id, category: reason === "variable_unfilled" ? "VARIABLE_MISSING" : "TEMPLATE_PROBLEM", message: err.message });
    }
  });
  if (unfilled.length) {
    await ctx.tx.execute(sql`
      update campaign_recipients r set status = 'FAILED', lease_until = null, failed_at = now(), message_id = null,
        failure_category = x.category::failure_category, failure_code = null, failure_message = x.message
      from jsonb_to_recordset(${JSON.stringify(unfilled)}::jsonb) as x(id text, category text, message text)
      where ${companySql(ctx, "r")} and r.id = x.id`);
  }
  if (!ready.length) return [];

  const input = ready.map((r, n) => ({ n, contact_id: r.row.contact_id, mid: r.row.message_id, cv_id: newSortableId("cnv"), text: r.text, content: r.content }));
  const { rows } = await ctx.tx.execute<{ contact_id: string; conversation_id: string; created: boolean }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(n int, contact_id text, mid text, cv_id text, text text, content jsonb)
    ),
    cv as (
      insert into conversations (id, company_id, contact_id, channel, inbox_id, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
      select i.cv_id, ${ctx.companyId}, i.contact_id, 'CHATAPP', ${p.inboxId}, 'OPEN', clock_timestamp(), i.text, 'outbound',
             (select max(last_inbound_at) from conversations where contact_id = i.contact_id and inbox_id = ${p.inboxId}), 0
      from input i order by i.contact_id
      on conflict (company_id, contact_id, inbox_id) where status = 'OPEN' do update set
        last_message_preview = excluded.last_message_preview, last_message_direction = excluded.last_message_direction,
        last_message_at = excluded.last_message_at, updated_at = now()
      returning id, contact_id, (xmax = 0) as created
    ),
    msg as (
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, template_name, template_language)
      select i.mid, ${ctx.companyId}, cv.id, i.contact_id, 'CHATAPP', 'outbound', 'template', i.text, i.content, 'queued', ${p.template.name}, ${p.template.language}
      from input i join cv using (contact_id) order by i.n
      on conflict (id) do nothing
      returning id
    )
    select cv.contact_id, cv.id as conversation_id, cv.created from cv`);
  const byContact = new Map(rows.map((r) => [r.contact_id, r]));

  const created = rows.filter((r) => r.created).map((r) => r.conversation_id);
  if (created.length) {
    const convs = await getConversationsByIds({ ctx, ids: created });
    await emitEvents(
      ctx.tx,
      [...convs.values()].flatMap((conversation) =>
        (["conversation.created", "conversation.opened"] as const).map((event) => ({ companyId: ctx.companyId, event, payload: conversationEventPayload(conversation) })),
      ),
    );
  }
  return ready.map((r) => ({
    recipientId: r.row.id,
    companyId: ctx.companyId,
    campaignId: c.id,
    contactId: r.row.contact_id,
    contactName: r.name,
    conversationId: byContact.get(r.row.contact_id)!.conversation_id,
    messageId: r.row.message_id,
    phone: r.row.phone,
    slotAt: r.slot,
    body: r.body,
    text: r.text,
    content: r.content,
    provider: p.provider,
    autoRetry: c.autoRetry,
    attempts: r.row.attempts,
    maxRetries: c.maxRetries,
  }));
}

/** The facts a template's mapping reads, from the claim's row (undefined when the contact is gone). */
function contactFactsOf(row: ClaimedRow): ContactFacts | undefined {
  if (!row.contact_found) return undefined;
  return {
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.contact_phone ? `+${row.contact_phone}` : null,
    customFields: row.custom_fields,
  };
}

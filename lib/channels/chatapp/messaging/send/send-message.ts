import "server-only";
import { eq } from "drizzle-orm";
import { catalogItems, contacts, conversations } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { buildCatalogCard, buildCloudPayload, summarizeForStorage } from "../payloads";
import type { ChatappSend, CloudMessageBody, StorageSummary } from "../cloud-types";
import type { SendCatalogCardInput } from "../send-schemas";
import { toAppError } from "../to-app-error";
import { prepareTemplateSend } from "@/lib/templates/template-send";
import { queueOutbound } from "./queue-outbound";
import { markAccepted, markFailed } from "./settle-outbound";

export interface SendResult {
  messageId: string;
  platformMessageId: string;
  status: "sent";
  conversationId: string;
}

export type PreparedSend = { phone?: string; conversationId?: string; summary: StorageSummary; body: (to: string) => CloudMessageBody; isTemplate: boolean; template?: { name: string; language: string } };

function prepareRouted(send: ChatappSend): PreparedSend {
  return {
    phone: send.input.to,
    conversationId: send.input.conversationId,
    summary: summarizeForStorage(send),
    body: () => buildCloudPayload(send),
    isTemplate: send.kind === "template",
    template: send.kind === "template" ? { name: send.input.templateName, language: send.input.languageCode } : undefined,
  };
}

/** A stored, approved template with its components resolved (mapping, media); the thread shows the text. */
async function prepareTemplate(ctx: Ctx, send: Extract<ChatappSend, { kind: "template" }>): Promise<PreparedSend> {
  const { components, text } = await prepareTemplateSend(ctx, send.input);
  const resolved = { kind: "template" as const, input: { ...send.input, components } };
  const summary = summarizeForStorage(resolved);
  return { ...prepareRouted(resolved), summary: { ...summary, text, content: { ...summary.content, text } } };
}

/** catalog-card: the conversation names the recipient; the item comes from the store catalog. */
async function prepareCatalogCard(ctx: Ctx, input: SendCatalogCardInput, catalogId: string | null): Promise<PreparedSend> {
  const db = dbOf(ctx);
  const [conv] = await db
    .select({ phone: contacts.phone })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(byIdInCompany(conversations, ctx, input.conversationId));
  if (!conv) throw AppError.notFound("Conversation");
  const [item] = await db
    .select()
    .from(catalogItems)
    .where(inCompany(catalogItems, ctx, eq(catalogItems.id, input.itemId), eq(catalogItems.kind, input.itemType), eq(catalogItems.isActive, true)));
  if (!item) throw AppError.notFound(input.itemType === "product" ? "Product" : "Service");
  const ar = input.language === "ar";
  const resolved = {
    kind: item.kind,
    id: item.id,
    name: (ar && item.nameAr) || item.nameEn,
    description: (ar && item.descriptionAr) || item.descriptionEn,
    price: item.price,
    currency: item.currency,
    imageUrl: item.imageUrl,
    url: item.url,
    retailerId: item.retailerId,
  };
  const card = buildCatalogCard({ to: conv.phone ?? "", language: input.language, item: resolved, catalogId });
  return { conversationId: input.conversationId, summary: card.summary, body: (to) => ({ ...card.payload, to }), isTemplate: false };
}

/** The stored summary and the platform body of a send, before anything is written (workflow steps queue it themselves). */
export async function prepareChatappSend(ctx: Ctx, send: ChatappSend | { kind: "catalog-card"; input: SendCatalogCardInput }, catalogId: string | null): Promise<PreparedSend> {
  return send.kind === "catalog-card" ? prepareCatalogCard(ctx, send.input, catalogId) : send.kind === "template" ? prepareTemplate(ctx, send) : prepareRouted(send);
}

/**
 * Every chatapp send: queue the message (contact, conversation, window rule) in one
 * transaction, call the platform outside any transaction, then record the outcome. A platform
 * refusal leaves the message as failed in the thread and answers the mapped API error.
 * Each step joins the caller's transaction when `ctx` carries one; without one they stay
 * separate, so no transaction is held open across the platform call.
 */
export async function sendChatappMessage({ ctx, send }: { ctx: Ctx; send: ChatappSend | { kind: "catalog-card"; input: SendCatalogCardInput } }): Promise<SendResult> {
  const named = send.input as { inboxId?: string; conversationId?: string };
  const conn = await requireChatappConnection(ctx, { inboxId: named.inboxId, conversationId: named.conversationId });
  const provider = providerFor(conn);
  const prepared = await prepareChatappSend(ctx, send, conn.catalogId);
  const queued = await queueOutbound(ctx, { ...prepared, inboxId: conn.id });
  let platformMessageId: string;
  try {
    ({ platformMessageId } = await provider.sendMessage(prepared.body(queued.contact.phone)));
  } catch (err) {
    const platform = CloudApiError.fromGraph(err);
    await markFailed(ctx, queued, prepared.summary, { code: platform.code ?? undefined, title: platform.message, message: platform.details ?? platform.message });
    const appError = toAppError(platform);
    throw new AppError(appError.code, appError.message, { ...appError.details, messageId: queued.messageId, conversationId: queued.conversationId }, appError.headers);
  }
  await markAccepted(ctx, queued, prepared.summary, platformMessageId, provider);
  return { messageId: queued.messageId, platformMessageId, status: "sent", conversationId: queued.conversationId };
}

import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { contactChannelIds, conversations, messages } from "@/db/schema";
import { requireConnection } from "@/lib/channels/connections";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { findPlugin } from "@/lib/channels/registry";
import { actorUserId, dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { errorFields, log } from "@/lib/log";
import { notifyVisitor } from "@/lib/widget/push";
import { notifyLive } from "./notify";

/** The platform's indicator lasts several seconds; one call per conversation this often is enough. */
const FORWARD_EVERY_MS = 5_000;
const g = globalThis as unknown as { __typingForwarded?: Map<string, number> };
const forwarded = () => (g.__typingForwarded ??= new Map());

/** The customer's id on the conversation's channel and their last message's platform id. */
async function recipientOf(ctx: Ctx, conv: { id: string; channel: string; contactId: string }) {
  const db = dbOf(ctx);
  const [ident] = await db
    .select({ id: contactChannelIds.externalId })
    .from(contactChannelIds)
    .where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.contactId, conv.contactId), eq(contactChannelIds.channel, conv.channel as never)))
    .orderBy(desc(contactChannelIds.createdAt))
    .limit(1);
  const [last] = await db
    .select({ pid: messages.platformMessageId })
    .from(messages)
    .where(inCompany(messages, ctx, and(eq(messages.conversationId, conv.id), eq(messages.direction, "inbound"))))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return { to: ident?.id ?? null, lastInboundPlatformMessageId: last?.pid ?? null };
}

/** The customer sees "typing…" where the platform shows it; a failure only costs the indicator. */
async function forward(ctx: Ctx, conv: { id: string; channel: string; contactId: string; inboxId: string }) {
  const key = `${conv.id}`;
  if (Date.now() - (forwarded().get(key) ?? 0) < FORWARD_EVERY_MS) return;
  forwarded().set(key, Date.now());
  if (forwarded().size > 10_000) forwarded().clear();
  const channel = conv.channel as Parameters<typeof capabilitiesOf>[0];
  if (!capabilitiesOf(channel).typing) return;
  try {
    const { to, lastInboundPlatformMessageId } = await recipientOf(ctx, conv);
    if (!to) return;
    const plugin = findPlugin(conv.channel as never);
    if (!plugin) return void (await notifyVisitor(ctx.companyId, to, "typing")); // the website chat: the visitor's streams
    const provider = plugin.provider(await requireConnection(ctx, plugin.type, { inboxId: conv.inboxId }));
    await provider.typing?.(to, { lastInboundPlatformMessageId });
  } catch (err) {
    log.warn("typing indicator not shown to the customer", { conversationId: conv.id, ...errorFields(err) });
  }
}

/**
 * POST /api/v1/conversations/{id}/typing: the agent started or stopped typing a reply. Their
 * teammates' streams show "Sara is replying" (the collision warning), and on a start the
 * customer sees the platform's typing indicator where it has one.
 */
export async function conversationTyping({ ctx, conversationId, input }: { ctx: Ctx; conversationId: string; input: { state: "start" | "stop" } }) {
  const [conv] = await dbOf(ctx)
    .select({ id: conversations.id, channel: conversations.channel, contactId: conversations.contactId, inboxId: conversations.inboxId })
    .from(conversations)
    .where(byIdInCompany(conversations, ctx, conversationId));
  if (!conv) throw AppError.notFound("Conversation");
  const userId = actorUserId(ctx.actor);
  const name = ctx.actor.kind === "user" ? ctx.actor.name : ctx.actor.name;
  await notifyLive({ c: ctx.companyId, k: "t", v: conv.id, f: "agent", u: userId, n: name, s: input.state });
  if (input.state === "start") await forward(ctx, conv);
  return { ok: true };
}

/** The website chat's visitor is typing: the inbox's streams show it in their conversation. */
export async function customerTyping(companyId: string, conversationId: string) {
  await notifyLive({ c: companyId, k: "t", v: conversationId, f: "customer", u: null, n: null, s: "start" });
}

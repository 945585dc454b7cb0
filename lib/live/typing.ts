import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { conversations, messages } from "@/db/schema";
import { requireConnection } from "@/lib/channels/connections";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { findPlugin } from "@/lib/channels/registry";
import type { ChannelType } from "@/lib/channels/keys";
import { actorUserId, dbOf, withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { errorFields, log } from "@/lib/log";
import { recipientOf } from "@/lib/messaging/port/recipient";
import { notifyVisitor } from "@/lib/widget/push";
import { notifyLive } from "./notify";

/** The platform's indicator lasts several seconds; one call per conversation this often is enough. */
const FORWARD_EVERY_MS = 5_000;
const g = globalThis as unknown as { __typingForwarded?: Map<string, number> };
const forwarded = () => (g.__typingForwarded ??= new Map());

/** The customer's last message's platform id (chatapp's indicator rides on marking it read). */
async function lastInboundId(ctx: TxCtx, conversationId: string): Promise<string | null> {
  const [last] = await ctx.tx
    .select({ pid: messages.platformMessageId })
    .from(messages)
    .where(inCompany(messages, ctx, and(eq(messages.conversationId, conversationId), eq(messages.direction, "inbound"))))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return last?.pid ?? null;
}

/** The customer sees "typing…" where the platform shows it; a failure only costs the indicator. */
async function forward(ctx: Ctx, conv: { id: string; channel: ChannelType; contactId: string; inboxId: string }) {
  if (!capabilitiesOf(conv.channel).typing) return;
  if (Date.now() - (forwarded().get(conv.id) ?? 0) < FORWARD_EVERY_MS) return;
  forwarded().set(conv.id, Date.now());
  if (forwarded().size > 10_000) forwarded().clear();
  try {
    // Who the customer is on the channel, as every sender finds them (lib/messaging/port/recipient.ts).
    const { to, lastInboundPlatformMessageId } = await withTx(ctx, async (tctx) => ({ to: await recipientOf(tctx, conv.contactId, conv.channel), lastInboundPlatformMessageId: await lastInboundId(tctx, conv.id) }));
    const plugin = findPlugin(conv.channel);
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
  await notifyLive({ c: ctx.companyId, k: "t", v: conv.id, f: "agent", u: userId, n: ctx.actor.name, s: input.state });
  if (input.state === "start") await forward(ctx, conv);
  return { ok: true };
}

/** The website chat's visitor is typing: the inbox's streams show it in their conversation. */
export async function customerTyping(companyId: string, conversationId: string) {
  await notifyLive({ c: companyId, k: "t", v: conversationId, f: "customer", u: null, n: null, s: "start" });
}

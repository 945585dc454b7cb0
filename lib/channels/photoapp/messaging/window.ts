import "server-only";
import { conversations } from "@/db/schema";
import { photoappPlugin } from "@/lib/channels/photoapp/plugin";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";

/**
 * GET /photoapp/conversations/{id}/window: whether a free-form message may go now, until
 * when, and why; with the HUMAN_AGENT tag's longer window beside it.
 */
export async function photoappWindow({ ctx, conversationId }: { ctx: Ctx; conversationId: string }) {
  const [c] = await dbOf(ctx)
    .select({ id: conversations.id, channel: conversations.channel, status: conversations.status, lastInboundAt: conversations.lastInboundAt })
    .from(conversations)
    .where(byIdInCompany(conversations, ctx, conversationId));
  if (!c) throw AppError.notFound("Conversation");
  if (c.channel !== "PHOTOAPP") throw AppError.conflict(`The conversation is on ${c.channel.toLowerCase()}, not photoapp`, { reason: "wrong_channel" });
  const now = Date.now();
  const standard = photoappPlugin.window(c.lastInboundAt, {}, now);
  const humanAgent = photoappPlugin.window(c.lastInboundAt, { tag: "HUMAN_AGENT" }, now);
  return {
    conversationId: c.id,
    conversationStatus: c.status,
    open: standard.open,
    expiresAt: standard.expiresAt,
    reason: standard.reason,
    lastInboundAt: c.lastInboundAt?.toISOString() ?? null,
    humanAgent: { open: humanAgent.open, expiresAt: humanAgent.open ? humanAgent.expiresAt : c.lastInboundAt ? new Date(c.lastInboundAt.getTime() + 7 * 86_400_000).toISOString() : null },
  };
}

import "server-only";
import { messages } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { toAppError } from "./to-app-error";

/** Tells the platform an inbound message was read (blue ticks) and records when. */
export async function markInboundRead({ ctx, messageId }: { ctx: Ctx; messageId: string }) {
  const [m] = await dbOf(ctx).select().from(messages).where(byIdInCompany(messages, ctx, messageId));
  if (!m) throw AppError.notFound("Message");
  if (m.channel !== "CHATAPP" || m.direction !== "inbound" || !m.platformMessageId) {
    throw AppError.conflict("Only inbound chatapp messages can be marked read", { direction: m.direction, channel: m.channel });
  }
  const conn = await requireChatappConnection(ctx);
  try {
    await providerFor(conn).markRead(m.platformMessageId);
  } catch (err) {
    if (err instanceof CloudApiError) throw toAppError(err);
    throw err;
  }
  const readAt = m.readAt ?? new Date();
  if (!m.readAt) await dbOf(ctx).update(messages).set({ readAt }).where(byIdInCompany(messages, ctx, m.id));
  return { messageId: m.id, readAt: readAt.toISOString() };
}

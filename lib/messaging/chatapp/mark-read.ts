import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { CloudApiError } from "./cloud-api-error";
import { toAppError } from "./to-app-error";

/** Tells the platform an inbound message was read (blue ticks) and records when. */
export async function markInboundRead({ ctx, messageId }: { ctx: Ctx; messageId: string }) {
  const [m] = await getDb()
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, ctx.companyId), eq(messages.id, messageId)));
  if (!m) throw AppError.notFound("Message");
  if (m.channel !== "CHATAPP" || m.direction !== "inbound" || !m.platformMessageId) {
    throw AppError.conflict("Only inbound chatapp messages can be marked read", { direction: m.direction, channel: m.channel });
  }
  const conn = await requireChatappConnection(ctx.companyId);
  try {
    await providerFor(conn).markRead(m.platformMessageId);
  } catch (err) {
    if (err instanceof CloudApiError) throw toAppError(err);
    throw err;
  }
  const readAt = m.readAt ?? new Date();
  if (!m.readAt) await getDb().update(messages).set({ readAt }).where(eq(messages.id, m.id));
  return { messageId: m.id, readAt: readAt.toISOString() };
}

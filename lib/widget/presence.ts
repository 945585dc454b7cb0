import "server-only";
import { and, eq } from "drizzle-orm";
import { contactChannelIds, conversations, widgetVisitors } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { WebchatPresence } from "./schemas";

const TYPING_MS = 6_000;
const ONLINE_MS = 60_000;

/** GET /api/v1/webchat/conversations/{id}/presence: the inbox polls it while the conversation is open. */
export async function webchatPresence({ ctx, conversationId }: { ctx: Ctx; conversationId: string }): Promise<WebchatPresence> {
  const [row] = await dbOf(ctx)
    .select({ channel: conversations.channel, visitorId: contactChannelIds.externalId })
    .from(conversations)
    .leftJoin(contactChannelIds, and(eq(contactChannelIds.contactId, conversations.contactId), eq(contactChannelIds.channel, "WEBCHAT")))
    .where(byIdInCompany(conversations, ctx, conversationId));
  if (!row || row.channel !== "WEBCHAT") throw AppError.notFound("Website chat conversation");
  const [v] = row.visitorId ? await dbOf(ctx).select().from(widgetVisitors).where(inCompany(widgetVisitors, ctx, eq(widgetVisitors.id, row.visitorId))) : [];
  const now = Date.now();
  return {
    online: !!v?.lastSeenAt && now - v.lastSeenAt.getTime() < ONLINE_MS,
    typing: !!v?.typingAt && now - v.typingAt.getTime() < TYPING_MS,
    lastSeenAt: v?.lastSeenAt?.toISOString() ?? null,
    lastReadAt: v?.lastReadAt?.toISOString() ?? null,
  };
}

import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { messages, users } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { getConversationOrThrow } from "./get-conversation";
import { presentMessage } from "./present";

/**
 * A conversation's messages, newest first, by cursor: `before` is the oldest message id the
 * client holds. A cursor (not pages) keeps the list stable while new messages arrive.
 */
export async function listMessages({ ctx, conversationId, query }: { ctx: Ctx; conversationId: string; query: { limit: number; before?: string } }) {
  await getConversationOrThrow({ ctx, id: conversationId });
  const db = dbOf(ctx);
  let olderThan = sql`true`;
  if (query.before) {
    const [cursor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(inCompany(messages, ctx, eq(messages.conversationId, conversationId), eq(messages.id, query.before)));
    if (!cursor) throw AppError.validation([{ path: "before", message: "is not a message of this conversation", in: "query" }]);
    olderThan = sql`${messages.seq} < ${cursor.seq}`;
  }
  const rows = await db
    .select({ m: messages, sentByName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.sentByUserId))
    .where(inCompany(messages, ctx, eq(messages.conversationId, conversationId), olderThan))
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((r) => presentMessage(r.m, r.sentByName)),
    pagination: { limit: query.limit, nextCursor: rows.length > query.limit ? page[page.length - 1].m.id : null },
  };
}

import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { conversationLabels, conversations, labels } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";

/** Every label id must be one of the company's labels; the 400 names the field. */
export async function assertLabelsInCompany(db: DbOrTx, companyId: string, labelIds: string[], field = "labelIds") {
  const unique = [...new Set(labelIds)];
  const found = await db.select({ id: labels.id }).from(labels).where(inCompany(labels, { companyId }, inArray(labels.id, unique)));
  const known = new Set(found.map((l) => l.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw AppError.validation([{ path: field, message: `unknown label ${missing.slice(0, 5).join(", ")}` }]);
  return unique;
}

// Touching the row makes the live inbox's conversations trigger tell the other tabs (decision 063).
const touch = (db: DbOrTx, ctx: Ctx, id: string) => db.update(conversations).set({ updatedAt: sql`now()` }).where(byIdInCompany(conversations, ctx, id));

/** Adds labels to a conversation; ones it has already stay. Answers the presented conversation. */
export function addConversationLabels({ ctx, id, labelIds, field = "labelIds" }: { ctx: Ctx; id: string; labelIds: string[]; field?: string }) {
  return withTx(ctx, async (tctx) => {
    await getConversationOrThrow({ ctx: tctx, id }); // another company's conversation is a 404 before any body check
    const unique = await assertLabelsInCompany(tctx.tx, ctx.companyId, labelIds, field);
    const by = actorUserId(ctx.actor);
    await tctx.tx
      .insert(conversationLabels)
      .values(unique.map((labelId) => ({ companyId: ctx.companyId, conversationId: id, labelId, addedByUserId: by })))
      .onConflictDoNothing();
    await touch(tctx.tx, tctx, id);
    return getConversationOrThrow({ ctx: tctx, id });
  });
}

/** Takes one label off; one the conversation does not carry is a 404. */
export function removeConversationLabel({ ctx, id, labelId }: { ctx: Ctx; id: string; labelId: string }) {
  return withTx(ctx, async (tctx) => {
    await getConversationOrThrow({ ctx: tctx, id });
    const gone = await tctx.tx
      .delete(conversationLabels)
      .where(inCompany(conversationLabels, tctx, and(eq(conversationLabels.conversationId, id), eq(conversationLabels.labelId, labelId))))
      .returning({ labelId: conversationLabels.labelId });
    if (!gone.length) throw AppError.notFound("Label on this conversation");
    await touch(tctx.tx, tctx, id);
    return getConversationOrThrow({ ctx: tctx, id });
  });
}

/** Takes off those of the labels the conversation carries, ignoring the rest (bulk and macros). */
export function removeConversationLabels({ ctx, id, labelIds, field = "labelIds" }: { ctx: Ctx; id: string; labelIds: string[]; field?: string }) {
  return withTx(ctx, async (tctx) => {
    await getConversationOrThrow({ ctx: tctx, id });
    const unique = await assertLabelsInCompany(tctx.tx, ctx.companyId, labelIds, field);
    await tctx.tx.delete(conversationLabels).where(inCompany(conversationLabels, tctx, eq(conversationLabels.conversationId, id), inArray(conversationLabels.labelId, unique)));
    await touch(tctx.tx, tctx, id);
    return getConversationOrThrow({ ctx: tctx, id });
  });
}

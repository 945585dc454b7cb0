import "server-only";
import { assertUsersInCompany } from "@/lib/contacts/references";
import { asc, count, eq, inArray, isNull } from "drizzle-orm";
import { conversationNotes, noteMentions, users, type ConversationNote } from "@/db/schema";
import { actorLabel, dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import type { CreateNoteInput, ListNotesQuery, NoteView } from "./schemas";

const t = conversationNotes;

/** Notes with their author's current name and each mention's name and read time. */
async function present(ctx: Ctx, rows: { n: ConversationNote; author: string | null }[]): Promise<NoteView[]> {
  const ids = rows.map((r) => r.n.id);
  const mentions = ids.length
    ? await dbOf(ctx)
        .select({ noteId: noteMentions.noteId, id: users.id, name: users.name, readAt: noteMentions.readAt })
        .from(noteMentions)
        .innerJoin(users, eq(users.id, noteMentions.userId))
        .where(inArray(noteMentions.noteId, ids))
        .orderBy(asc(users.name))
    : [];
  return rows.map(({ n, author }) => ({
    id: n.id,
    conversationId: n.conversationId,
    body: n.body,
    author: { id: author === null ? null : n.authorUserId, name: author ?? n.authorLabel },
    mentions: mentions.filter((m) => m.noteId === n.id).map((m) => ({ id: m.id, name: m.name, readAt: m.readAt?.toISOString() ?? null })),
    createdAt: n.createdAt.toISOString(),
  }));
}

const selectWithAuthor = (ctx: Ctx) => dbOf(ctx).select({ n: t, author: users.name }).from(t).leftJoin(users, eq(users.id, t.authorUserId));

export async function listNotes({ ctx, conversationId, query }: { ctx: Ctx; conversationId: string; query: ListNotesQuery }) {
  await getConversationOrThrow({ ctx, id: conversationId });
  const where = inCompany(t, ctx, eq(t.conversationId, conversationId));
  const [rows, [{ total }]] = await Promise.all([
    selectWithAuthor(ctx)
      .where(where)
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    dbOf(ctx).select({ total: count() }).from(t).where(where),
  ]);
  return {
    data: await present(ctx, rows),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

async function getNote(ctx: Ctx, conversationId: string, noteId: string) {
  const [row] = await selectWithAuthor(ctx).where(inCompany(t, ctx, eq(t.id, noteId), eq(t.conversationId, conversationId)));
  if (!row) throw AppError.notFound("Note");
  return row;
}

/** A note and its mentions commit together: a teammate is never told of a note that is not there. */
export async function createNote({ ctx, conversationId, input }: { ctx: Ctx; conversationId: string; input: CreateNoteInput }) {
  await getConversationOrThrow({ ctx, id: conversationId });
  const mentioned = await assertUsersInCompany(dbOf(ctx), ctx.companyId, input.mentions, "mentions");
  const id = newId("note");
  const authorUserId = ctx.actor.kind === "user" ? ctx.actor.userId : null;
  await withTx(ctx, async (tctx) => {
    await tctx.tx.insert(t).values({ id, companyId: ctx.companyId, conversationId, authorUserId, authorLabel: actorLabel(ctx.actor), body: input.body });
    if (mentioned.length) {
      // Mentioning yourself is a reminder already read.
      const now = new Date();
      await tctx.tx
        .insert(noteMentions)
        .values(mentioned.map((u) => ({ noteId: id, userId: u.id, companyId: ctx.companyId, conversationId, readAt: u.id === authorUserId ? now : null })));
    }
  });
  const [note] = await present(ctx, [await getNote(ctx, conversationId, id)]);
  return note;
}

/** Authors delete their own notes; owners, admins and tokens (admin-issued, with the scope) any. */
export async function deleteNote({ ctx, conversationId, noteId }: { ctx: Ctx; conversationId: string; noteId: string }) {
  await getConversationOrThrow({ ctx, id: conversationId });
  const { n } = await getNote(ctx, conversationId, noteId);
  const actor = ctx.actor;
  const mayDeleteAny = actor.kind !== "user" || actor.role === "owner" || actor.role === "admin";
  if (!mayDeleteAny && n.authorUserId !== actor.userId) throw new AppError("FORBIDDEN", "Only the note's author, an owner or an admin can delete this note");
  await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, noteId));
  return { id: noteId, deleted: true as const };
}

/**
 * The caller's mentions in a conversation are read once they open it (the inbox's read action).
 * Only a person reads: a token marking a conversation read has not shown anyone the note.
 */
export async function readMentions({ ctx, conversationId }: { ctx: Ctx; conversationId: string }) {
  if (ctx.actor.kind !== "user") return;
  const userId = ctx.actor.userId;
  await dbOf(ctx)
    .update(noteMentions)
    .set({ readAt: new Date() })
    .where(inCompany(noteMentions, ctx, eq(noteMentions.userId, userId), eq(noteMentions.conversationId, conversationId), isNull(noteMentions.readAt)));
}

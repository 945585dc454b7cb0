import "server-only";
import { inArray } from "drizzle-orm";
import { conversations } from "@/db/schema";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { presentConversation, selectConversations } from "./present";

/** One conversation of the caller's company, presented; another company's id is a 404. */
export async function getConversationOrThrow({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await selectConversations(dbOf(ctx)).where(byIdInCompany(conversations, ctx, id));
  if (!row) throw AppError.notFound("Conversation");
  return presentConversation(row);
}

/** Several conversations of the caller's company in one round trip, by id (missing ids are absent). */
export async function getConversationsByIds({ ctx, ids }: { ctx: Ctx; ids: string[] }) {
  if (!ids.length) return new Map<string, ReturnType<typeof presentConversation>>();
  const rows = await selectConversations(dbOf(ctx)).where(inCompany(conversations, ctx, inArray(conversations.id, ids)));
  return new Map(rows.map((r) => [r.c.id, presentConversation(r)]));
}

import { and, eq } from "drizzle-orm";
import { conversations } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/http/context";
import { AppError } from "@/lib/http/errors";
import { presentConversation, selectConversations } from "./present";

/** One conversation of the caller's company, presented; another company's id is a 404. */
export async function getConversationOrThrow({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await selectConversations(dbOf(ctx)).where(and(eq(conversations.companyId, ctx.companyId), eq(conversations.id, id)));
  if (!row) throw AppError.notFound("Conversation");
  return presentConversation(row);
}

import "server-only";
import { desc } from "drizzle-orm";
import { photoappInteractiveMessages } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { presentInteractiveMessage } from "./present";
import type { InteractiveMessageInput } from "./schemas";

const WHAT = "Interactive message";

/** Every saved interactive message, newest first (the spec gives the list no parameters). */
export async function listInteractiveMessages({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select()
    .from(photoappInteractiveMessages)
    .where(inCompany(photoappInteractiveMessages, ctx))
    .orderBy(desc(photoappInteractiveMessages.createdAt), desc(photoappInteractiveMessages.id));
  return { data: rows.map(presentInteractiveMessage) };
}

export async function getInteractiveMessage({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentInteractiveMessage(await findInCompanyOrThrow(photoappInteractiveMessages, ctx, id, WHAT));
}

export async function createInteractiveMessage({ ctx, input }: { ctx: Ctx; input: InteractiveMessageInput }) {
  const [row] = await dbOf(ctx)
    .insert(photoappInteractiveMessages)
    .values({ id: newId("pim"), companyId: ctx.companyId, name: input.name, type: input.type, config: input.config })
    .returning();
  return presentInteractiveMessage(row);
}

/** A full replacement: the spec's PUT takes name, type and config, all required. */
export async function updateInteractiveMessage({ ctx, id, input }: { ctx: Ctx; id: string; input: InteractiveMessageInput }) {
  const [row] = await dbOf(ctx)
    .update(photoappInteractiveMessages)
    .set({ name: input.name, type: input.type, config: input.config, updatedAt: new Date() })
    .where(byIdInCompany(photoappInteractiveMessages, ctx, id))
    .returning();
  if (!row) throw AppError.notFound(WHAT);
  return presentInteractiveMessage(row);
}

export async function deleteInteractiveMessage({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).delete(photoappInteractiveMessages).where(byIdInCompany(photoappInteractiveMessages, ctx, id)).returning({ id: photoappInteractiveMessages.id });
  if (!row) throw AppError.notFound(WHAT);
  return { id, deleted: true as const };
}

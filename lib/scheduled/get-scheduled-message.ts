import "server-only";
import { eq } from "drizzle-orm";
import { contacts, scheduledMessages } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentScheduled, type ScheduledRow } from "./present";

/** The row with its contact's name; another company's id is a 404. `lock` takes it FOR UPDATE (in a transaction). */
export async function getScheduledRowOrThrow({ ctx, id, lock = false }: { ctx: Ctx; id: string; lock?: boolean }): Promise<ScheduledRow> {
  const q = dbOf(ctx)
    .select({ m: scheduledMessages, contactName: contacts.name })
    .from(scheduledMessages)
    .leftJoin(contacts, eq(contacts.id, scheduledMessages.contactId))
    .where(byIdInCompany(scheduledMessages, ctx, id));
  const [row] = lock ? await q.for("update", { of: scheduledMessages }) : await q;
  if (!row) throw AppError.notFound("Scheduled message");
  return row;
}

export async function getScheduledMessage({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentScheduled(await getScheduledRowOrThrow({ ctx, id }));
}

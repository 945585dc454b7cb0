import "server-only";
import { tickets } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentTicket, selectTickets, type TicketRow } from "./present";

/** The ticket with its names; another company's id is a 404. `lock` takes it FOR UPDATE (in a transaction). */
export async function getTicketRowOrThrow({ ctx, id, lock = false }: { ctx: Ctx; id: string; lock?: boolean }): Promise<TicketRow> {
  const q = selectTickets(dbOf(ctx)).where(byIdInCompany(tickets, ctx, id));
  const [row] = lock ? await q.for("update", { of: tickets }) : await q;
  if (!row) throw AppError.notFound("Ticket");
  return row;
}

export async function getTicket({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentTicket(await getTicketRowOrThrow({ ctx, id }));
}

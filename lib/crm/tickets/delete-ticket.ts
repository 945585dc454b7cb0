import "server-only";
import { tickets } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getTicketRowOrThrow } from "./get-ticket";

/** DELETE /tickets/{id}: the ticket goes; its tasks stay, unlinked from it (the catalog has no deleted event). */
export async function deleteTicket({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    await getTicketRowOrThrow({ ctx: tctx, id, lock: true });
    await tctx.tx.delete(tickets).where(byIdInCompany(tickets, tctx, id));
    return { id, deleted: true as const };
  });
}

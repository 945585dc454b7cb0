import "server-only";
import { leads } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getLeadRowOrThrow } from "./get-lead";

/** DELETE /leads/{id}: its tasks stay, unlinked. */
export async function deleteLead({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    await getLeadRowOrThrow({ ctx: tctx, id, lock: true });
    await tctx.tx.delete(leads).where(byIdInCompany(leads, tctx, id));
    return { id, deleted: true as const };
  });
}

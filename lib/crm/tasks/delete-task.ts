import "server-only";
import { tasks } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getTaskRowOrThrow } from "./get-task";

/** DELETE /tasks/{id}. */
export async function deleteTask({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    await getTaskRowOrThrow({ ctx: tctx, id, lock: true });
    await tctx.tx.delete(tasks).where(byIdInCompany(tasks, tctx, id));
    return { id, deleted: true as const };
  });
}

import "server-only";
import { scheduledMessages } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { getScheduledMessage, getScheduledRowOrThrow } from "./get-scheduled-message";

/**
 * POST /scheduled-messages/{id}/cancel: nothing more is sent. A recurring message may be
 * cancelled while an occurrence is being sent (that one completes and shows in the history);
 * a one-off being sent cannot be (409), and finished ones stay as they are (409).
 */
export async function cancelScheduledMessage({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (tctx) => {
    const { m } = await getScheduledRowOrThrow({ ctx: tctx, id, lock: true });
    const cancellable = m.status === "PENDING" || (m.status === "SENDING" && m.recurrence !== "NONE");
    if (!cancellable)
      throw AppError.conflict(m.status === "SENDING" ? "The message is being sent right now" : `The scheduled message is already ${m.status}`, { status: m.status });
    await tctx.tx
      .update(scheduledMessages)
      .set({ status: "CANCELLED", cancelledAt: new Date(), nextRunAt: null, claim: null, updatedAt: new Date() })
      .where(byIdInCompany(scheduledMessages, tctx, id));
    return getScheduledMessage({ ctx: tctx, id });
  });
}

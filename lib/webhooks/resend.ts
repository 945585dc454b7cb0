import "server-only";
import { eq, gte, sql } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { deliveryDetail, getDeliveryRow } from "./deliveries";
import { withinResendWindow } from "./present";
import { RESEND_WINDOW_DAYS } from "./schemas";
import { chunk, enqueueDeliveries } from "./subscriber";
import { getWebhookRow } from "./webhook-crud";

async function assertActive(ctx: Ctx, webhookId: string) {
  const hook = await getWebhookRow(ctx, webhookId);
  if (hook.status !== "ACTIVE") throw AppError.conflict(`The webhook is ${hook.status}; resume it before resending`, { status: hook.status });
  return hook;
}

/**
 * A resend reuses the delivery (same id, so receivers still deduplicate) with a fresh
 * retry budget of the webhook's current maxRetries; its attempts continue the same log.
 */
export async function resendDelivery({ ctx, webhookId, deliveryId }: { ctx: Ctx; webhookId: string; deliveryId: string }) {
  const hook = await assertActive(ctx, webhookId);
  const row = await getDeliveryRow(ctx, webhookId, deliveryId);
  if (row.isTest) throw AppError.conflict("Test sends cannot be resent; send a new test");
  if (row.status !== "FAILED") throw AppError.conflict(`Only failed deliveries can be resent; this one is ${row.status}`, { status: row.status });
  if (!withinResendWindow(row)) throw AppError.conflict(`Deliveries older than ${RESEND_WINDOW_DAYS} days cannot be resent`);
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: "PENDING", maxAttempts: sql`${webhookDeliveries.attemptCount} + ${1 + hook.maxRetries}`, nextAttemptAt: null, completedAt: null })
      .where(inCompany(webhookDeliveries, tctx, eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "FAILED")))
      .returning({ id: webhookDeliveries.id });
    // A concurrent resend got there first: the delivery is already queued.
    if (updated) await enqueueDeliveries(tx, [{ ids: [deliveryId] }]);
  });
  return deliveryDetail(ctx, deliveryId);
}

export async function resendFailed({ ctx, webhookId, since }: { ctx: Ctx; webhookId: string; since?: string }) {
  const hook = await assertActive(ctx, webhookId);
  const floor = Date.now() - RESEND_WINDOW_DAYS * 86_400_000;
  const from = new Date(Math.max(floor, since ? new Date(since).getTime() : floor));
  return withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const rows = await tx
      .update(webhookDeliveries)
      .set({ status: "PENDING", maxAttempts: sql`${webhookDeliveries.attemptCount} + ${1 + hook.maxRetries}`, nextAttemptAt: null, completedAt: null })
      .where(
        inCompany(
          webhookDeliveries,
          tctx,
          eq(webhookDeliveries.webhookId, webhookId),
          eq(webhookDeliveries.status, "FAILED"),
          eq(webhookDeliveries.isTest, false),
          gte(webhookDeliveries.createdAt, from),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await enqueueDeliveries(
      tx,
      chunk(
        rows.map((r) => r.id),
        50,
      ).map((ids) => ({ ids })),
    );
    return { resent: rows.length };
  });
}

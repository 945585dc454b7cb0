import "server-only";
import { eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import { actorLabel, dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { settleHeld } from "./held";
import type { ResumeWebhookInput } from "./schemas";
import { newSigningSecret, openSecret } from "./secret";
import { getWebhookRow, presentOne } from "./webhook-crud";

/** Pausing twice or resuming an active webhook is harmless, so both are idempotent. */
export async function pauseWebhook({ ctx, id }: { ctx: Ctx; id: string }) {
  const current = await getWebhookRow(ctx, id);
  if (current.status === "PAUSED") return presentOne(ctx, current);
  const [row] = await dbOf(ctx)
    .update(webhooks)
    .set({ status: "PAUSED", statusReason: `Paused by ${actorLabel(ctx.actor)}`, statusChangedAt: new Date() })
    .where(inCompany(webhooks, ctx, eq(webhooks.id, id)))
    .returning();
  return presentOne(ctx, row);
}

/**
 * Resuming starts a fresh failure count (the person says the receiver is fixed) and delivers
 * or discards what was held meanwhile, in the same transaction.
 */
export async function resumeWebhook({ ctx, id, input = { heldDeliveries: "deliver" } }: { ctx: Ctx; id: string; input?: ResumeWebhookInput }) {
  const current = await getWebhookRow(ctx, id);
  if (current.status === "ACTIVE") return presentOne(ctx, current);
  const row = await withTx(ctx, async (tctx) => {
    const [updated] = await tctx.tx
      .update(webhooks)
      .set({ status: "ACTIVE", statusReason: null, statusChangedAt: new Date(), consecutiveFailures: 0, failingSince: null })
      .where(inCompany(webhooks, tctx, eq(webhooks.id, id)))
      .returning();
    await settleHeld(tctx.tx, tctx, id, input.heldDeliveries);
    return updated;
  });
  return presentOne(ctx, row);
}

export async function getWebhookSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getWebhookRow(ctx, id);
  return { secret: openSecret(row.secretSealed, row.id) };
}

export async function regenerateWebhookSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const { secret, sealed } = newSigningSecret();
  const [row] = await dbOf(ctx).update(webhooks).set({ secretSealed: sealed }).where(inCompany(webhooks, ctx, eq(webhooks.id, id))).returning({ id: webhooks.id });
  if (!row) throw AppError.notFound("Webhook");
  return { secret };
}

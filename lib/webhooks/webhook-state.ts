import "server-only";
import { eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import { actorLabel, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { settleHeld } from "./held";
import type { ResumeWebhookInput } from "./schemas";
import { newSigningSecret, openSecret } from "./secret";
import { getWebhookRow, presentOne, webhookTarget } from "./webhook-crud";
import { recordAudit } from "@/lib/audit/record-audit";

/** Pausing twice or resuming an active webhook is harmless, so both are idempotent. */
export async function pauseWebhook({ ctx, id }: { ctx: Ctx; id: string }) {
  const current = await getWebhookRow(ctx, id);
  if (current.status === "PAUSED") return presentOne(ctx, current);
  const row = await withTx(ctx, async (tctx) => {
    const [paused] = await tctx.tx
      .update(webhooks)
      .set({ status: "PAUSED", statusReason: `Paused by ${actorLabel(ctx.actor)}`, statusChangedAt: new Date() })
      .where(inCompany(webhooks, tctx, eq(webhooks.id, id)))
      .returning();
    await recordAudit(tctx, { action: "webhook.paused", target: webhookTarget(paused), details: { from: current.status } });
    return paused;
  });
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
    await recordAudit(tctx, { action: "webhook.resumed", target: webhookTarget(updated), details: { from: current.status, heldDeliveries: input.heldDeliveries } });
    return updated;
  });
  return presentOne(ctx, row);
}

/** Reading the secret is an entry of its own, written before the secret is opened: no view goes unrecorded. */
export async function getWebhookSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getWebhookRow(ctx, id);
  await recordAudit(ctx, { action: "webhook.secret_viewed", target: webhookTarget(row) });
  return { secret: openSecret(row.secretSealed, row.id) };
}

export async function regenerateWebhookSecret({ ctx, id }: { ctx: Ctx; id: string }) {
  const { secret, sealed } = newSigningSecret();
  await withTx(ctx, async (tctx) => {
    const [row] = await tctx.tx.update(webhooks).set({ secretSealed: sealed }).where(inCompany(webhooks, tctx, eq(webhooks.id, id))).returning();
    if (!row) throw AppError.notFound("Webhook");
    await recordAudit(tctx, { action: "webhook.secret_rotated", target: webhookTarget(row) });
  });
  return { secret };
}

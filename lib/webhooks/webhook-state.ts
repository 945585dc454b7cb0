import "server-only";
import { eq } from "drizzle-orm";
import { webhooks } from "@/db/schema";
import { inCompany } from "@/lib/domain/tenancy";
import { actorLabel, dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
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

/** Resuming starts a fresh failure count: the person says the receiver is fixed. */
export async function resumeWebhook({ ctx, id }: { ctx: Ctx; id: string }) {
  const current = await getWebhookRow(ctx, id);
  if (current.status === "ACTIVE") return presentOne(ctx, current);
  const [row] = await dbOf(ctx)
    .update(webhooks)
    .set({ status: "ACTIVE", statusReason: null, statusChangedAt: new Date(), consecutiveFailures: 0 })
    .where(inCompany(webhooks, ctx, eq(webhooks.id, id)))
    .returning();
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

import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { webhooks, type Webhook } from "@/db/schema";
import { inCompany, findInCompanyOrThrow } from "@/lib/domain/tenancy";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditTarget } from "@/lib/audit/record-audit";
import { assertPublicUrl, UnsafeTargetError } from "@/lib/net/public-address";
import { settleHeld } from "./held";
import { presentWebhook, recentOutcomes } from "./present";
import type { CreateWebhookInput, UpdateWebhookInput } from "./schemas";
import { newSigningSecret } from "./secret";
import { z } from "zod";
import type { listWebhooksQuery } from "./schemas";

async function assertUrl(url: string) {
  try {
    await assertPublicUrl(url);
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw AppError.validation([{ path: "url", message: err.message, in: "body" }]);
    throw err;
  }
}

export function getWebhookRow(ctx: Ctx, id: string): Promise<Webhook> {
  return findInCompanyOrThrow(webhooks, ctx, id, "Webhook");
}

export async function presentOne(ctx: Ctx, w: Webhook) {
  const recent = await recentOutcomes(dbOf(ctx), [w.id]);
  return presentWebhook(w, recent.get(w.id));
}

export async function getWebhook({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentOne(ctx, await getWebhookRow(ctx, id));
}

export async function listWebhooks({ ctx, query }: { ctx: Ctx; query: z.infer<typeof listWebhooksQuery> }) {
  const where = inCompany(webhooks, ctx, query.status?.length ? inArray(webhooks.status, query.status) : undefined);
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhooks)
      .where(where)
      .orderBy(desc(webhooks.createdAt), asc(webhooks.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(webhooks).where(where),
  ]);
  const recent = await recentOutcomes(db, rows.map((r) => r.id));
  return {
    data: rows.map((r) => presentWebhook(r, recent.get(r.id))),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function createWebhook({ ctx, input }: { ctx: Ctx; input: CreateWebhookInput }) {
  await assertUrl(input.url);
  const { sealed } = newSigningSecret();
  const row = await withTx(ctx, async (tctx) => {
    const [created] = await tctx.tx
      .insert(webhooks)
    .values({
      id: newId("wh"),
      companyId: ctx.companyId,
      name: input.name,
      url: input.url,
      events: input.events,
      maxRetries: input.maxRetries,
      fieldExclusions: input.fieldExclusions,
      consecutiveFailureThreshold: input.consecutiveFailureThreshold,
      secretSealed: sealed,
    })
    .returning();
    await recordAudit(tctx, { action: "webhook.created", target: webhookTarget(created), details: { host: hostOf(created.url), events: created.events } });
    return created;
  });
  return presentWebhook(row);
}

export const webhookTarget = (w: Webhook): AuditTarget => ({ type: "webhook", id: w.id, label: w.name });

/** The receiver's host only: a URL's path and query may carry a receiver's own key. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export async function updateWebhook({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateWebhookInput }) {
  const current = await getWebhookRow(ctx, id);
  if (input.url !== undefined && input.url !== current.url) await assertUrl(input.url);
  const reactivated = input.status === "ACTIVE" && current.status !== "ACTIVE";
  const statusChange =
    input.status && input.status !== current.status
      ? { status: input.status, statusChangedAt: new Date(), statusReason: reactivated ? null : `Set to ${input.status} by an update`, ...(reactivated ? { consecutiveFailures: 0, failingSince: null } : {}) }
      : {};
  const row = await withTx(ctx, async (tctx) => {
    const [updated] = await tctx.tx
      .update(webhooks)
      .set({
        name: input.name,
        url: input.url,
        events: input.events,
        maxRetries: input.maxRetries,
        fieldExclusions: input.fieldExclusions,
        consecutiveFailureThreshold: input.consecutiveFailureThreshold,
        ...statusChange,
      })
      .where(inCompany(webhooks, tctx, eq(webhooks.id, id)))
      .returning();
    if (!updated) throw AppError.notFound("Webhook");
    // Set back to ACTIVE through an update: like a resume, what was held goes out in order.
    if (reactivated) await settleHeld(tctx.tx, tctx, id, "deliver");
    const changed = (Object.keys(input) as (keyof Webhook)[]).filter((k) => JSON.stringify(current[k]) !== JSON.stringify(updated[k]));
    if (changed.length)
      await recordAudit(tctx, {
        action: "webhook.updated",
        target: webhookTarget(updated),
        details: { changed, ...(changed.includes("url") ? { host: { from: hostOf(current.url), to: hostOf(updated.url) } } : {}), ...(changed.includes("status") ? { status: { from: current.status, to: updated.status } } : {}) },
      });
    return updated;
  });
  return presentOne(ctx, row);
}

export async function deleteWebhook({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await withTx(ctx, async (tctx) => {
    const [deleted] = await tctx.tx.delete(webhooks).where(inCompany(webhooks, tctx, eq(webhooks.id, id))).returning();
    if (!deleted) throw AppError.notFound("Webhook");
    await recordAudit(tctx, { action: "webhook.deleted", target: webhookTarget(deleted), details: { host: hostOf(deleted.url), events: deleted.events } });
    return deleted;
  });
  return presentWebhook(row);
}
